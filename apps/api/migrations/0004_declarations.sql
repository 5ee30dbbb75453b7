CREATE TABLE "declaration_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_no" text NOT NULL,
	"registry_oid" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"period_key" text NOT NULL,
	"request_id" text NOT NULL,
	"input" jsonb NOT NULL,
	"computation" jsonb NOT NULL,
	"total_kurus" bigint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "declarations_declaration_no_unique" UNIQUE("declaration_no"),
	CONSTRAINT "declarations_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"key" text NOT NULL,
	"declaration_id" integer,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_period_idx" ON "declarations" USING btree ("registry_oid","period_key");--> statement-breakpoint
CREATE INDEX "declarations_registry_idx" ON "declarations" USING btree ("registry_oid");--> statement-breakpoint
CREATE INDEX "documents_registry_idx" ON "documents" USING btree ("registry_oid");