CREATE TABLE "schedule_calls" (
	"trip_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"mode" text NOT NULL,
	"carrier" text NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"time_zone" text NOT NULL,
	"arrival_at" timestamp with time zone,
	"departure_at" timestamp with time zone,
	"cutoffs" jsonb,
	CONSTRAINT "schedule_calls_trip_id_seq_pk" PRIMARY KEY("trip_id","seq")
);
--> statement-breakpoint
CREATE TABLE "schedule_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"carrier" text NOT NULL,
	"trip_key" text NOT NULL,
	"transport_ref" text NOT NULL,
	"service_code" text,
	"service_name" text,
	"vessel_name" text,
	"vessel_imo" text,
	"aircraft" text,
	"freighter" boolean,
	"days_of_week" text,
	"cutoff_minutes" integer,
	"content_hash" text NOT NULL,
	"first_departure" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_calls" ADD CONSTRAINT "schedule_calls_trip_id_schedule_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."schedule_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_calls_departure_idx" ON "schedule_calls" USING btree ("mode","location","departure_at");--> statement-breakpoint
CREATE INDEX "schedule_calls_city_departure_idx" ON "schedule_calls" USING btree ("mode","city","departure_at");--> statement-breakpoint
CREATE INDEX "schedule_calls_arrival_idx" ON "schedule_calls" USING btree ("mode","location","arrival_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_trips_key_idx" ON "schedule_trips" USING btree ("carrier","trip_key");--> statement-breakpoint
CREATE INDEX "schedule_trips_carrier_departure_idx" ON "schedule_trips" USING btree ("carrier","mode","first_departure");