CREATE TABLE "product_line_videos" (
	"product_line_id" integer PRIMARY KEY NOT NULL,
	"youtube_id" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_line_videos" ADD CONSTRAINT "product_line_videos_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;