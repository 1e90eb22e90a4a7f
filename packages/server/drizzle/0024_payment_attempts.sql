CREATE TABLE "payment_attempts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"transaction_id" text,
	"authorization" jsonb,
	"error_code" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" in ('started', 'authorized', 'ordered', 'refused', 'voided'))
);
--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("updated_at") WHERE "payment_attempts"."status" in ('started', 'authorized');