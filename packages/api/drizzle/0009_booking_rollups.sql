CREATE TABLE "booking_rollups" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"cargo_type" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"gross_weight_kg" double precision DEFAULT 0 NOT NULL,
	"chargeable_kg" double precision DEFAULT 0 NOT NULL,
	"volume_m3" double precision DEFAULT 0 NOT NULL,
	"teu" bigint DEFAULT 0 NOT NULL,
	"tonne_km" double precision DEFAULT 0 NOT NULL,
	"co2e_kg" double precision DEFAULT 0 NOT NULL,
	"co2e_ttw_kg" double precision DEFAULT 0 NOT NULL,
	"co2e_bookings" bigint DEFAULT 0 NOT NULL,
	"co2e_default_kg" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_rollups_grain_bucket_organization_id_mode_status_cargo_type_origin_destination_pk" PRIMARY KEY("grain","bucket","organization_id","mode","status","cargo_type","origin","destination")
);
--> statement-breakpoint
CREATE INDEX "booking_rollups_organization_idx" ON "booking_rollups" USING btree ("organization_id","grain","bucket");