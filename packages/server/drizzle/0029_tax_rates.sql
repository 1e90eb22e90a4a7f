CREATE TABLE "tax_local_rates" (
	"zip" char(5) PRIMARY KEY NOT NULL,
	"local_rate_ppm" integer NOT NULL,
	"source" text DEFAULT 'data-set' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_local_rates_rate" CHECK ("tax_local_rates"."local_rate_ppm" between 0 and 200000),
	CONSTRAINT "tax_local_rates_source" CHECK ("tax_local_rates"."source" in ('data-set', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"state" char(2) PRIMARY KEY NOT NULL,
	"state_rate_ppm" integer NOT NULL,
	"local_rate_ppm" integer NOT NULL,
	"taxes_installation" boolean NOT NULL,
	"taxes_shipping" boolean NOT NULL,
	"taxes_road_hazard" boolean NOT NULL,
	"tire_fee_cents" integer DEFAULT 0 NOT NULL,
	"taxes_tire_fee" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'data-set' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rates" CHECK ("tax_rates"."state_rate_ppm" between 0 and 200000 and "tax_rates"."local_rate_ppm" between 0 and 200000),
	CONSTRAINT "tax_rates_tire_fee" CHECK ("tax_rates"."tire_fee_cents" between 0 and 10000),
	CONSTRAINT "tax_rates_source" CHECK ("tax_rates"."source" in ('data-set', 'operator'))
);
