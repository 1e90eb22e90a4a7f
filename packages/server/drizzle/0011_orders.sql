CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('tire', 'roadHazard', 'installation', 'shipping', 'fee', 'federalExciseTax', 'discount'))
);
--> statement-breakpoint
CREATE TABLE "order_stock" (
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_stock_order_id_product_id_warehouse_id_pk" PRIMARY KEY("order_id","product_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000001 CACHE 1),
	"cart_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"email" text NOT NULL,
	"zip" char(5) NOT NULL,
	"customer_type" text,
	"channel" text DEFAULT 'web' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_transaction_id" text NOT NULL,
	"payment_status" text NOT NULL,
	"card_brand" text,
	"last4" char(4),
	"products_cents" integer NOT NULL,
	"installation_cents" integer NOT NULL,
	"road_hazard_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"payment_discount_cents" integer NOT NULL,
	"military_discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"federal_excise_tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"shipping_option" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb,
	"installer_id" integer,
	"appointment" jsonb,
	"slot_key" text,
	"carrier" text,
	"tracking_number" text,
	"estimated_delivery_date" date,
	"receipt_email_sent_at" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('placed', 'processing', 'pending_pickup', 'in_transit', 'delivered', 'cancelled')),
	CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."processed_at" is null;