CREATE TABLE "ip_networks" (
	"network" "cidr" PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ip_networks_containing_idx" ON "ip_networks" USING gist ("network" inet_ops);