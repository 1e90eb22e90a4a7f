CREATE TABLE "installer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" char(10) NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	"website" text,
	"bays" integer,
	"offers_mobile_install" boolean DEFAULT false NOT NULL,
	"agreement" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "installer_applications_status" CHECK ("installer_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "installer_applications_phone_digits" CHECK ("installer_applications"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "installer_applications_zip_digits" CHECK ("installer_applications"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "mailing_list_subscribers_status" CHECK ("mailing_list_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "mailing_list_subscribers_email_lower" CHECK ("mailing_list_subscribers"."email" = lower("mailing_list_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "support_attachments_size" CHECK ("support_attachments"."size" > 0 and "support_attachments"."size" = octet_length("support_attachments"."data"))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" char(10),
	"topic" text NOT NULL,
	"order_number" text,
	"company_name" text,
	"po_number" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_kind" CHECK ("support_messages"."kind" in ('contact', 'sales-inquiry')),
	CONSTRAINT "support_messages_phone_digits" CHECK ("support_messages"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "content_categories" DROP CONSTRAINT "content_categories_section";--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installer_applications_status_idx" ON "installer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_confirm_token_idx" ON "mailing_list_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_unsubscribe_token_idx" ON "mailing_list_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "support_attachments_message_idx" ON "support_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "support_messages_recent_idx" ON "support_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "content_categories" ADD CONSTRAINT "content_categories_section" CHECK ("content_categories"."section" in ('learn', 'press', 'help'));