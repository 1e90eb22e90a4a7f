ALTER TABLE "vehicles" ADD COLUMN "front_service" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "rear_service" text DEFAULT '' NOT NULL;