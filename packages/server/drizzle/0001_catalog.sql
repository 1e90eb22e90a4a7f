CREATE TABLE "pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"carrier" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "pickup_locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_product_id_warehouse_id_pk" PRIMARY KEY("product_id","warehouse_id"),
	CONSTRAINT "stock_quantity_nonnegative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"make_slug" text NOT NULL,
	"model" text NOT NULL,
	"model_slug" text NOT NULL,
	"trim" text NOT NULL,
	"front_size" text NOT NULL,
	"front_size_slug" text NOT NULL,
	"rear_size" text NOT NULL,
	"rear_size_slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "section_width" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "aspect_ratio" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "load_range" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_run_flat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_extra_load" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_locations_lat_lon_idx" ON "pickup_locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_ymmt_idx" ON "vehicles" USING btree ("year","make_slug","model_slug","trim");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make_slug","model_slug");--> statement-breakpoint
CREATE INDEX "products_line_idx" ON "products" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "products_rim_idx" ON "products" USING btree ("rim_diameter");