CREATE TABLE "cart_appointments" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"installer_id" integer NOT NULL,
	"slot_key" text NOT NULL,
	"date" date NOT NULL,
	"slot_time" text NOT NULL,
	"is_drop_off" boolean NOT NULL,
	"start_time" text NOT NULL,
	"am_or_pm" text NOT NULL,
	"drop_off_window" text
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"installer_id" integer NOT NULL,
	"slot_key" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "slot_bookings_installer_id_slot_key_pk" PRIMARY KEY("installer_id","slot_key"),
	CONSTRAINT "slot_bookings_within_capacity" CHECK ("slot_bookings"."booked" >= 0 and "slot_bookings"."booked" <= "slot_bookings"."capacity")
);
--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "slot_capacity" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_appointments" ADD CONSTRAINT "cart_appointments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_appointments" ADD CONSTRAINT "cart_appointments_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;