CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referral_codes_promotion_id_unique" UNIQUE("promotion_id")
);
--> statement-breakpoint
CREATE TABLE "referral_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advocate_user_id" uuid NOT NULL,
	"friend_email" text NOT NULL,
	"friend_first_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"referral_id" uuid PRIMARY KEY NOT NULL,
	"advocate_user_id" uuid NOT NULL,
	"promotion_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"redeemed_order_id" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "referral_rewards_promotion_id_unique" UNIQUE("promotion_id"),
	CONSTRAINT "referral_rewards_amount_positive" CHECK ("referral_rewards"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advocate_user_id" uuid NOT NULL,
	"friend_email" text NOT NULL,
	"friend_user_id" uuid,
	"order_id" uuid NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "referrals_discount_nonnegative" CHECK ("referrals"."discount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invites" ADD CONSTRAINT "referral_invites_advocate_user_id_users_id_fk" FOREIGN KEY ("advocate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_advocate_user_id_users_id_fk" FOREIGN KEY ("advocate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_redeemed_order_id_orders_id_fk" FOREIGN KEY ("redeemed_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_advocate_user_id_users_id_fk" FOREIGN KEY ("advocate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_user_id_users_id_fk" FOREIGN KEY ("friend_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_invites_friend_idx" ON "referral_invites" USING btree ("advocate_user_id","friend_email");--> statement-breakpoint
CREATE INDEX "referral_invites_recent_idx" ON "referral_invites" USING btree ("advocate_user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_advocate_idx" ON "referral_rewards" USING btree ("advocate_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_email_idx" ON "referrals" USING btree ("friend_email");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_user_idx" ON "referrals" USING btree ("friend_user_id") WHERE "referrals"."friend_user_id" is not null;--> statement-breakpoint
CREATE INDEX "referrals_advocate_idx" ON "referrals" USING btree ("advocate_user_id","created_at");