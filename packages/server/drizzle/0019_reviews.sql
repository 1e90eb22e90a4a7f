CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_line_id" integer NOT NULL,
	"dry_rating" integer,
	"wet_rating" integer,
	"winter_rating" integer,
	"comfort_rating" integer,
	"noise_rating" integer,
	"treadwear_rating" integer,
	"overall_rating" numeric(3, 2) NOT NULL,
	"summary" text NOT NULL,
	"comments" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"email" text NOT NULL,
	"purchased_on" date,
	"vehicle" text NOT NULL,
	"miles_driven" text NOT NULL,
	"driving_style" text NOT NULL,
	"where_driven" text NOT NULL,
	"buy_again" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_ratings_range" CHECK ("reviews"."dry_rating" between 1 and 5 and "reviews"."wet_rating" between 1 and 5 and "reviews"."winter_rating" between 1 and 5 and "reviews"."comfort_rating" between 1 and 5 and "reviews"."noise_rating" between 1 and 5 and "reviews"."treadwear_rating" between 1 and 5),
	CONSTRAINT "reviews_some_rating" CHECK (coalesce("reviews"."dry_rating", "reviews"."wet_rating", "reviews"."winter_rating", "reviews"."comfort_rating", "reviews"."noise_rating", "reviews"."treadwear_rating") is not null),
	CONSTRAINT "reviews_overall_range" CHECK ("reviews"."overall_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_line_email_idx" ON "reviews" USING btree ("product_line_id","email");--> statement-breakpoint
CREATE INDEX "reviews_line_recent_idx" ON "reviews" USING btree ("product_line_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_recent_idx" ON "reviews" USING btree ("created_at");