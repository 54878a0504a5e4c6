-- pg_trgm: the free-text filter of the bookings list (bookings_search_trgm_idx). PostgreSQL ships it in contrib
-- (trusted since 13: a database owner may create it); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."booking_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"mode" text,
	"step" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"impersonated_by_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" uuid,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_status_counts" (
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_status_counts_organization_id_mode_status_pk" PRIMARY KEY("organization_id","mode","status")
);
--> statement-breakpoint
CREATE TABLE "booking_watches" (
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_watches_user_id_booking_id_pk" PRIMARY KEY("user_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"mode" text NOT NULL,
	"sea_load" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"cargo_ready_date" date NOT NULL,
	"cargo_type" text NOT NULL,
	"shipper_company" text NOT NULL,
	"consignee_company" text NOT NULL,
	"customer_reference" text DEFAULT '' NOT NULL,
	"carrier_reference" text,
	"pieces" integer NOT NULL,
	"gross_weight_kg" double precision NOT NULL,
	"volume_m3" double precision NOT NULL,
	"chargeable_value" double precision NOT NULL,
	"chargeable_unit" text NOT NULL,
	"teu" integer DEFAULT 0 NOT NULL,
	"distance_km" double precision,
	"tonne_km" double precision,
	"co2e_kg" double precision,
	"search_text" text NOT NULL,
	"quotation_id" uuid,
	"schedule_option_id" text,
	"data" jsonb NOT NULL,
	"cancellation" jsonb,
	"delivery" jsonb,
	"receipt" jsonb,
	"confirmed_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_logger_readings" (
	"logger_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"temperature_c" real NOT NULL,
	CONSTRAINT "data_logger_readings_logger_id_recorded_at_pk" PRIMARY KEY("logger_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "data_loggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"added_by_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resource_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_operation_key_pk" PRIMARY KEY("user_id","operation","key")
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_impersonated_by_id_users_id_fk" FOREIGN KEY ("impersonated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revisions" ADD CONSTRAINT "booking_revisions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revisions" ADD CONSTRAINT "booking_revisions_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revisions" ADD CONSTRAINT "booking_revisions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_links" ADD CONSTRAINT "booking_share_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_links" ADD CONSTRAINT "booking_share_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_links" ADD CONSTRAINT "booking_share_links_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_watches" ADD CONSTRAINT "booking_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_watches" ADD CONSTRAINT "booking_watches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_logger_readings" ADD CONSTRAINT "data_logger_readings_logger_id_data_loggers_id_fk" FOREIGN KEY ("logger_id") REFERENCES "public"."data_loggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loggers" ADD CONSTRAINT "data_loggers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_loggers" ADD CONSTRAINT "data_loggers_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_documents_booking_idx" ON "booking_documents" USING btree ("booking_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "booking_drafts_user_updated_idx" ON "booking_drafts" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_history_booking_at_idx" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "booking_revisions_booking_idx" ON "booking_revisions" USING btree ("booking_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_revisions_one_open_key" ON "booking_revisions" USING btree ("booking_id") WHERE "booking_revisions"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "booking_revisions_open_idx" ON "booking_revisions" USING btree ("status") WHERE "booking_revisions"."status" = 'REQUESTED';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_share_links_token_hash_key" ON "booking_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_share_links_booking_idx" ON "booking_share_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_watches_booking_idx" ON "booking_watches" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_ref_key" ON "bookings" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_air_waybill_key" ON "bookings" USING btree ("carrier_reference") WHERE "bookings"."mode" = 'AIR' and "bookings"."carrier_reference" is not null;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_organization_created_idx" ON "bookings" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_creator_created_idx" ON "bookings" USING btree ("created_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_organization_status_created_idx" ON "bookings" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_origin_idx" ON "bookings" USING btree ("origin","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_destination_idx" ON "bookings" USING btree ("destination","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_carrier_reference_idx" ON "bookings" USING btree ("carrier_reference");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "data_loggers_booking_serial_key" ON "data_loggers" USING btree ("booking_id",upper("serial_number"));--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- booking_status_counts follows every insert, delete and change of status, mode or organization of
-- a booking, in the same transaction: list totals and dashboard counts read a few rows instead of
-- counting bookings.
CREATE FUNCTION booking_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE booking_status_counts SET count = count - 1
      WHERE organization_id = OLD.organization_id AND mode = OLD.mode AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_status_counts (organization_id, mode, status, count)
      VALUES (NEW.organization_id, NEW.mode, NEW.status, 1)
      ON CONFLICT (organization_id, mode, status) DO UPDATE SET count = booking_status_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_status_counts_insert_delete AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER bookings_status_counts_update AFTER UPDATE OF status, mode, organization_id ON bookings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.mode IS DISTINCT FROM NEW.mode OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION booking_status_counts_apply();
