CREATE TABLE "collection_reversal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reversal_id" bigint NOT NULL,
	"accrual_id" bigint NOT NULL,
	"principal_kurus" bigint NOT NULL,
	"interest_kurus" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_reversals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reversed_at" timestamp with time zone NOT NULL,
	"total_kurus" bigint NOT NULL,
	CONSTRAINT "collection_reversals_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"bank_request_id" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"bank_reference" text,
	"bank_message" text,
	"bank_answer" jsonb,
	"collection_id" bigint
);
--> statement-breakpoint
ALTER TABLE "collection_reversal_lines" ADD CONSTRAINT "collection_reversal_lines_reversal_id_collection_reversals_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."collection_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_reversal_lines" ADD CONSTRAINT "collection_reversal_lines_accrual_id_accruals_id_fk" FOREIGN KEY ("accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_reversals" ADD CONSTRAINT "collection_reversals_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_no_payment_attempts_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."payment_attempts"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_staff_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_reversal_lines_reversal_idx" ON "collection_reversal_lines" USING btree ("reversal_id");--> statement-breakpoint
CREATE INDEX "collection_reversals_collection_idx" ON "collection_reversals" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_state_idx" ON "payment_refunds" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_bank_request_idx" ON "payment_refunds" USING btree ("bank_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_open_idx" ON "payment_refunds" USING btree ("order_no") WHERE state in ('requested', 'awaiting_approval', 'sending', 'unknown');