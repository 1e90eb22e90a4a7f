CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "installers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"install_price_per_tire_cents" integer NOT NULL,
	"rating_value" numeric(2, 1) NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"installation_history_count" integer DEFAULT 0 NOT NULL,
	"is_mobile_install" boolean DEFAULT false NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"is_electric_optimized" boolean DEFAULT false NOT NULL,
	"authorised_installer" boolean DEFAULT true NOT NULL,
	CONSTRAINT "installers_code_unique" UNIQUE("code"),
	CONSTRAINT "installers_price_nonnegative" CHECK ("installers"."install_price_per_tire_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tire_type" text NOT NULL,
	"category_id" integer NOT NULL,
	"warranty_miles" integer,
	"utqg" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"product_line_id" integer NOT NULL,
	"size_label" text NOT NULL,
	"size_slug" text NOT NULL,
	"rim_diameter" numeric(4, 1) NOT NULL,
	"load_index" text NOT NULL,
	"speed_rating" text NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"availability" text NOT NULL,
	"is_installable" boolean DEFAULT true NOT NULL,
	"is_oversize" boolean DEFAULT false NOT NULL,
	"min_quantity_allowed_for_cart" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_sale_price_nonnegative" CHECK ("products"."sale_price_cents" >= 0),
	CONSTRAINT "products_list_price_nonnegative" CHECK ("products"."list_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" char(5) PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installers_lat_lon_idx" ON "installers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lines_brand_slug_idx" ON "product_lines" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "products_size_slug_idx" ON "products" USING btree ("size_slug");--> statement-breakpoint
CREATE INDEX "zip_codes_state_city_idx" ON "zip_codes" USING btree ("state","city");