CREATE TABLE "slot_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"installer_id" integer NOT NULL,
	"slot_key" text NOT NULL,
	"cart_id" uuid,
	"order_id" uuid,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "slot_holds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "slot_holds_one_holder" CHECK (("slot_holds"."cart_id" is null) <> ("slot_holds"."order_id" is null)),
	CONSTRAINT "slot_holds_expiry" CHECK (("slot_holds"."cart_id" is not null and "slot_holds"."held_until" is not null) or ("slot_holds"."order_id" is not null and "slot_holds"."held_until" is null))
);
--> statement-breakpoint
-- Every place a counter counted becomes a row: each live order's, and each unordered cart's
-- appointment (held for 20 minutes from now, as a new hold would be).
INSERT INTO "slot_holds" ("installer_id", "slot_key", "order_id")
  SELECT "installer_id", "slot_key", "id" FROM "orders"
  WHERE "status" <> 'cancelled' AND "installer_id" IS NOT NULL AND "slot_key" IS NOT NULL;--> statement-breakpoint
INSERT INTO "slot_holds" ("installer_id", "slot_key", "cart_id", "held_until")
  SELECT a."installer_id", a."slot_key", a."cart_id", now() + interval '20 minutes'
  FROM "cart_appointments" a
  WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."cart_id" = a."cart_id");--> statement-breakpoint
DROP TABLE "slot_bookings" CASCADE;--> statement-breakpoint
-- Phones are ten digits everywhere: "(512) 555-0172" and "+1 512 555 0172" become 5125550172.
ALTER TABLE "installers" ALTER COLUMN "phone" SET DATA TYPE char(10) USING right(regexp_replace("phone", '[^0-9]', '', 'g'), 10);--> statement-breakpoint
UPDATE "cart_shipping" SET "phone" = NULL WHERE "phone" !~ '^[0-9]{10}$';--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "open_on_holidays" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_holds_slot_idx" ON "slot_holds" USING btree ("installer_id","slot_key");--> statement-breakpoint
ALTER TABLE "cart_billing" ADD CONSTRAINT "cart_billing_phone_digits" CHECK ("cart_billing"."phone" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_phone_digits" CHECK ("cart_shipping"."phone" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "installers" ADD CONSTRAINT "installers_phone_digits" CHECK ("installers"."phone" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "installers" ADD CONSTRAINT "installers_open_on_holidays" CHECK ("installers"."open_on_holidays" <@ array['newYearsDay', 'memorialDay', 'independenceDay', 'laborDay', 'thanksgiving', 'christmasDay']::text[]);--> statement-breakpoint
ALTER TABLE "sales_quotes" ADD CONSTRAINT "sales_quotes_phone_digits" CHECK ("sales_quotes"."customer_phone" ~ '^[0-9]{10}$');