CREATE TABLE "cart_shipping" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shipping_option" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" char(2),
	"zip" char(5),
	"phone" char(10),
	"phone_type" text DEFAULT 'mobile' NOT NULL,
	"email" text,
	"po_number" text,
	"country" char(2) DEFAULT 'US' NOT NULL,
	"shipping_location_id" integer,
	"warehouse_id" integer,
	"installer_id" integer,
	"is_mobile_install" boolean DEFAULT false NOT NULL,
	"vehicle_description" text,
	"special_instructions" text
);
--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_shipping_location_id_pickup_locations_id_fk" FOREIGN KEY ("shipping_location_id") REFERENCES "public"."pickup_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;