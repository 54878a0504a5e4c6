CREATE TABLE "reference_records" (
	"set" text NOT NULL,
	"code" text NOT NULL,
	"origin" text NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "reference_records_set_code_pk" PRIMARY KEY("set","code")
);
--> statement-breakpoint
CREATE TABLE "reference_sets" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"builtin_hash" text,
	"row_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
