CREATE TABLE "content_categories" (
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_categories_section_slug_pk" PRIMARY KEY("section","slug"),
	CONSTRAINT "content_categories_section" CHECK ("content_categories"."section" in ('learn', 'press')),
	CONSTRAINT "content_categories_slug_format" CHECK ("content_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "category_slug" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_category_fk" FOREIGN KEY ("section","category_slug") REFERENCES "public"."content_categories"("section","slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_category_recent_idx" ON "content_pages" USING btree ("section","category_slug","published_on");--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_article_fields" CHECK (("content_pages"."section" is null and "content_pages"."category_slug" is null and "content_pages"."published_on" is null and "content_pages"."author" is null and "content_pages"."summary" is null) or ("content_pages"."section" is not null and "content_pages"."category_slug" is not null and "content_pages"."published_on" is not null and "content_pages"."author" is not null and "content_pages"."summary" is not null));