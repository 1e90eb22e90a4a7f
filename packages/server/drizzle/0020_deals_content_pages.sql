CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_format" CHECK ("content_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "theme" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_theme" CHECK ("promotions"."theme" in ('blackFriday', 'blackFridayPreSale', 'cyberMonday', 'cyberWeekend', 'default', 'lastChance', 'taxTimeSale'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_slug_format" CHECK ("promotions"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');