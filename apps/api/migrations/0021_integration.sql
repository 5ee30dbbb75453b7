CREATE TABLE "feed_readers" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"acknowledged_seq" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint,
	"type" text NOT NULL,
	"registry_oid" text,
	"data" jsonb NOT NULL,
	"collection_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"registry_oid" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"first_failed_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"queued_seq" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"allow_list" text[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "integration_clients_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "integration_idempotency" (
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_idempotency_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text NOT NULL,
	"order_no" text,
	"receipt_no" text,
	"amount_kurus" bigint,
	"detail" text NOT NULL,
	"action" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"bank_code" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"portal_count" integer NOT NULL,
	"portal_total_kurus" bigint NOT NULL,
	"bank_count" integer NOT NULL,
	"bank_total_kurus" bigint NOT NULL,
	"unasked_count" integer DEFAULT 0 NOT NULL,
	"differences_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_integration_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."integration_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_clients" ADD CONSTRAINT "integration_clients_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_idempotency" ADD CONSTRAINT "integration_idempotency_client_id_integration_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_events_seq_idx" ON "integration_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "integration_events_created_idx" ON "integration_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_waiting_idx" ON "webhook_deliveries" USING btree ("endpoint_id","registry_oid","id") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "integration_idempotency_created_idx" ON "integration_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_day_idx" ON "reconciliation_differences" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_open_idx" ON "reconciliation_differences" USING btree ("resolved_at","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_day_bank_idx" ON "reconciliation_runs" USING btree ("day","bank_code");--> statement-breakpoint
-- Hand-written (decision 078): an event's seq is drawn as its transaction commits, under one lock held until
-- the commit is visible, so seq order is visibility order and a reader of "seq > cursor" never skips an
-- event committed late. Insert an event after the collection it reports (receipt numbers lock likewise).
CREATE SEQUENCE integration_events_seq_numbers;
--> statement-breakpoint
CREATE FUNCTION ebelediye_draw_event_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ebelediye:integration_events_seq'));
  UPDATE integration_events SET seq = nextval('integration_events_seq_numbers') WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER integration_events_seq AFTER INSERT ON integration_events
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ebelediye_draw_event_seq();
