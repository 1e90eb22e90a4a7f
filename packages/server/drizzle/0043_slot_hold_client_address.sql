-- Who chose a cart's install time: one client address holds at most a few live places across
-- its carts, so that no one client can empty a shop's calendar with anonymous carts.
ALTER TABLE "slot_holds" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "slot_holds_client_idx" ON "slot_holds" USING btree ("client_address","held_until") WHERE "slot_holds"."client_address" is not null;