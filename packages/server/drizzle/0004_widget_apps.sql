CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"secret_hash" text,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"widget_app_id" integer
);
--> statement-breakpoint
CREATE TABLE "widget_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"sub_domain" text,
	"site_url" text,
	"installer_id" integer,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "widget_apps_sub_domain_unique" UNIQUE("sub_domain"),
	CONSTRAINT "widget_apps_site_url_unique" UNIQUE("site_url")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_widget_app_id_widget_apps_id_fk" FOREIGN KEY ("widget_app_id") REFERENCES "public"."widget_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_apps" ADD CONSTRAINT "widget_apps_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;