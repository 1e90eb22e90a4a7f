CREATE TABLE "tire_sizes" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"search_key" text NOT NULL,
	"rim_diameter" numeric(4, 1) NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tire_sizes_search_key_idx" ON "tire_sizes" USING btree ("search_key");