CREATE TABLE "booking_place_rollups" (
	"basis" text NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"shipments" bigint DEFAULT 0 NOT NULL,
	"gross_weight_kg" double precision DEFAULT 0 NOT NULL,
	"chargeable_kg" double precision DEFAULT 0 NOT NULL,
	"volume_m3" double precision DEFAULT 0 NOT NULL,
	"teu" bigint DEFAULT 0 NOT NULL,
	"tonne_km" double precision DEFAULT 0 NOT NULL,
	"co2e_kg" double precision DEFAULT 0 NOT NULL,
	"co2e_ttw_kg" double precision DEFAULT 0 NOT NULL,
	"co2e_bookings" bigint DEFAULT 0 NOT NULL,
	"co2e_default_kg" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_place_rollups_pk" PRIMARY KEY("basis","grain","bucket","organization_id","mode","origin","destination")
);
--> statement-breakpoint
CREATE TABLE "booking_status_rollups" (
	"basis" text NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"shipments" bigint DEFAULT 0 NOT NULL,
	"gross_weight_kg" double precision DEFAULT 0 NOT NULL,
	"chargeable_kg" double precision DEFAULT 0 NOT NULL,
	"volume_m3" double precision DEFAULT 0 NOT NULL,
	"teu" bigint DEFAULT 0 NOT NULL,
	"tonne_km" double precision DEFAULT 0 NOT NULL,
	"co2e_kg" double precision DEFAULT 0 NOT NULL,
	"co2e_ttw_kg" double precision DEFAULT 0 NOT NULL,
	"co2e_bookings" bigint DEFAULT 0 NOT NULL,
	"co2e_default_kg" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_status_rollups_pk" PRIMARY KEY("basis","grain","bucket","organization_id","mode","status")
);
--> statement-breakpoint
CREATE INDEX "booking_place_rollups_organization_idx" ON "booking_place_rollups" USING btree ("organization_id","basis","grain","bucket");--> statement-breakpoint
CREATE INDEX "booking_status_rollups_organization_idx" ON "booking_status_rollups" USING btree ("organization_id","basis","grain","bucket");