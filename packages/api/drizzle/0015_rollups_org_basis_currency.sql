CREATE TABLE "booking_org_rollups" (
	"basis" text NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"cargo_type" text NOT NULL,
	"currency" text NOT NULL,
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
	"spend" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_org_rollups_pk" PRIMARY KEY("basis","grain","bucket","organization_id","mode","status","cargo_type","currency")
);
--> statement-breakpoint
-- Emptied here and rebuilt from bookings, with the new keys, by the custom migration that follows.
TRUNCATE "booking_rollups";--> statement-breakpoint
DROP INDEX "booking_rollups_organization_idx";--> statement-breakpoint
ALTER TABLE "booking_rollups" DROP CONSTRAINT "booking_rollups_grain_bucket_organization_id_mode_status_cargo_type_origin_destination_pk";--> statement-breakpoint
ALTER TABLE "booking_rollups" ADD COLUMN "basis" text NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rollups" ADD COLUMN "currency" text NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rollups" ADD COLUMN "spend" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rollups" ADD CONSTRAINT "booking_rollups_pk" PRIMARY KEY("basis","grain","bucket","organization_id","mode","status","cargo_type","origin","destination","currency");--> statement-breakpoint
CREATE INDEX "booking_org_rollups_organization_idx" ON "booking_org_rollups" USING btree ("organization_id","basis","grain","bucket");--> statement-breakpoint
CREATE INDEX "booking_rollups_organization_idx" ON "booking_rollups" USING btree ("organization_id","basis","grain","bucket");