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
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_day_idx" ON "reconciliation_differences" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_open_idx" ON "reconciliation_differences" USING btree ("resolved_at","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_day_bank_idx" ON "reconciliation_runs" USING btree ("day","bank_code");