CREATE TABLE "sign_up_offer_uses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_offer_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "sign_up_offer_uses_amount_positive" CHECK ("sign_up_offer_uses"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sign_up_offer_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_up_offer_uses" ADD CONSTRAINT "sign_up_offer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_offer_uses" ADD CONSTRAINT "sign_up_offer_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));