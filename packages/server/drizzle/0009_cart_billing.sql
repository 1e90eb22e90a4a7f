CREATE TABLE "cart_billing" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"zip" char(5) NOT NULL,
	"phone" char(10) NOT NULL,
	"phone_type" text DEFAULT 'mobile' NOT NULL,
	"email" text NOT NULL,
	"po_number" text
);
--> statement-breakpoint
ALTER TABLE "cart_billing" ADD CONSTRAINT "cart_billing_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;