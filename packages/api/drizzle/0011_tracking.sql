CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"carrier_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organization_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"seq" bigserial NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration_id" uuid NOT NULL,
	"source_event_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"event_type" text NOT NULL,
	"code" text NOT NULL,
	"classifier" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"event_offset" text,
	"location_code" text,
	"event_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"carrier_booking_reference" text,
	"transport_document_reference" text,
	"equipment_reference" text,
	"transport_call_id" text,
	"vessel_imo" text,
	"export_voyage_number" text,
	"carrier_service_code" text,
	"document_type_code" text,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"emails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_notifications_sent" (
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_references" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration_id" uuid NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notification_settings" ADD CONSTRAINT "tracking_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notifications_sent" ADD CONSTRAINT "tracking_notifications_sent_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notifications_sent" ADD CONSTRAINT "tracking_notifications_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_references" ADD CONSTRAINT "tracking_references_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_key_hash_key" ON "integrations" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_source_key" ON "tracking_events" USING btree ("integration_id","source_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_seq_key" ON "tracking_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "tracking_events_booking_idx" ON "tracking_events" USING btree ("booking_id","event_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_notifications_sent_key" ON "tracking_notifications_sent" USING btree ("booking_id","user_id","milestone");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_references_key" ON "tracking_references" USING btree ("kind","value","booking_id");--> statement-breakpoint
CREATE INDEX "tracking_references_booking_idx" ON "tracking_references" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_integration_idx" ON "webhook_deliveries" USING btree ("integration_id","created_at");