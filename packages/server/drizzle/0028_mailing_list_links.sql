CREATE TABLE "mailing_list_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "mailing_list_links_kind" CHECK ("mailing_list_links"."kind" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
DROP INDEX "mailing_list_confirm_token_idx";--> statement-breakpoint
DROP INDEX "mailing_list_unsubscribe_token_idx";--> statement-breakpoint
ALTER TABLE "mailing_list_links" ADD CONSTRAINT "mailing_list_links_email_mailing_list_subscribers_email_fk" FOREIGN KEY ("email") REFERENCES "public"."mailing_list_subscribers"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_list_links_email_idx" ON "mailing_list_links" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "installer_applications_pending_email_idx" ON "installer_applications" USING btree ("email") WHERE "installer_applications"."status" = 'pending';--> statement-breakpoint
-- Links already e-mailed keep working: pending confirm links for 7 more days, unsubscribe links for good.
INSERT INTO "mailing_list_links" ("token_hash", "email", "kind", "expires_at")
  SELECT "confirm_token_hash", "email", 'confirm', now() + interval '7 days' FROM "mailing_list_subscribers"
  WHERE "confirm_token_hash" IS NOT NULL AND "status" = 'pending';--> statement-breakpoint
INSERT INTO "mailing_list_links" ("token_hash", "email", "kind")
  SELECT "unsubscribe_token_hash", "email", 'unsubscribe' FROM "mailing_list_subscribers";--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" DROP COLUMN "confirm_token_hash";--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" DROP COLUMN "unsubscribe_token_hash";