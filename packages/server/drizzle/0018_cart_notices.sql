ALTER TABLE "cart_items" ADD COLUMN "seen_price_cents" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shop_removed" boolean DEFAULT false NOT NULL;