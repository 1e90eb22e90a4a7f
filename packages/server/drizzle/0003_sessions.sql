CREATE TABLE "recent_views" (
	"session_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"source" text NOT NULL,
	"date_of_visit" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_views_session_id_product_id_pk" PRIMARY KEY("session_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"label" text NOT NULL,
	"link" text NOT NULL,
	"type_name" text NOT NULL,
	"detail_label" text,
	"vehicle_metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" integer,
	"customer_type" text DEFAULT 'retail' NOT NULL,
	"ga_client_id" text,
	"rudder_anonymous_id" text,
	"rudder_session_id" text,
	"user_location_zip" char(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_history_session_idx" ON "search_history" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_session_link_idx" ON "search_history" USING btree ("session_id","link");