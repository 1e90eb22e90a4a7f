ALTER TABLE "orders" ADD COLUMN "verified_group" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_group" text;