ALTER TABLE "orders" ADD COLUMN "sales_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tire_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" char(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_ppm" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;