ALTER TABLE "carts" ADD COLUMN "occupation_discount" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "occupation_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "occupation_discount" text;