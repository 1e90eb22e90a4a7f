CREATE TABLE "cart_coupons" (
	"cart_id" uuid NOT NULL,
	"promotion_id" integer NOT NULL,
	"promo_code" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_promotion_id_pk" PRIMARY KEY("cart_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "cart_install_locations" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"installer_id" integer NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	"special_instructions" text
);
--> statement-breakpoint
CREATE TABLE "installer_closures" (
	"installer_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "installer_closures_installer_id_date_pk" PRIMARY KEY("installer_id","date")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code" text,
	"title" text NOT NULL,
	"discount_type" text NOT NULL,
	"target" text DEFAULT 'tires' NOT NULL,
	"amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"brand_id" integer,
	"product_line_id" integer,
	"min_cart_quantity" integer,
	"max_cart_quantity" integer,
	"alert_message" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "promotions_discount_type" CHECK ("promotions"."discount_type" in ('Flat Amount', 'Buy3Get1', 'Free', 'Percentage')),
	CONSTRAINT "promotions_target" CHECK ("promotions"."target" in ('tires', 'installation', 'roadHazard')),
	CONSTRAINT "promotions_amount_nonnegative" CHECK ("promotions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "road_hazard_option" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "service_radius_miles" integer;--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "certifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "includes_road_hazard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_install_locations" ADD CONSTRAINT "cart_install_locations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_install_locations" ADD CONSTRAINT "cart_install_locations_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_closures" ADD CONSTRAINT "installer_closures_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_line_idx" ON "promotions" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "promotions_brand_idx" ON "promotions" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_road_hazard_option" CHECK ("cart_items"."road_hazard_option" between 0 and 2);