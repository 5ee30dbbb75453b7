CREATE TABLE "water_tariffs" (
	"subscription_type" text NOT NULL,
	"valid_from" date NOT NULL,
	"price_per_m3_kurus" integer NOT NULL,
	"margin_kurus" integer NOT NULL,
	"source" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "water_tariffs_subscription_type_valid_from_pk" PRIMARY KEY("subscription_type","valid_from")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_guards" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone,
	"refused" integer DEFAULT 0 NOT NULL,
	"last_refused_at" timestamp with time zone,
	CONSTRAINT "staff_sign_in_guards_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "final_bill_issued_by" integer;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "final_bill_approved_by" integer;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "proposed_bill_kurus" bigint;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "proposed_due_date" date;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "contact_phone_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "public_note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "access_code_hash" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counts_window_ends_idx" ON "rate_limit_counts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_guards_last_failure_idx" ON "staff_sign_in_guards" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_final_bill_issued_by_staff_accounts_id_fk" FOREIGN KEY ("final_bill_issued_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_final_bill_approved_by_staff_accounts_id_fk" FOREIGN KEY ("final_bill_approved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_proposed_by_staff_accounts_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at");--> statement-breakpoint
-- hand-written: (issue 25, points 5 and 8; decisions 056–058)
-- Today's desk operators answer complaints of their unit: they become complaints operators. The
-- contract-cancellation desk's operators are new accounts (`npm run staff:create -- --rol subscriptions_operator`).
UPDATE "staff_accounts" SET "role" = 'complaints_operator' WHERE "role" = 'operator';
--> statement-breakpoint
-- The staff audit trail is append-only: no UPDATE, DELETE or TRUNCATE gets through, whoever asks.
CREATE FUNCTION ebelediye_staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON "staff_actions"
  FOR EACH ROW EXECUTE FUNCTION ebelediye_staff_actions_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_truncate BEFORE TRUNCATE ON "staff_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_staff_actions_append_only();
--> statement-breakpoint
-- hand-written: phones that Open311 integrators sent were never proven; the portal stops texting them (issue 25, point 11).
UPDATE "complaints" SET "contact_phone_verified" = false WHERE "source" = 'open311';
--> statement-breakpoint
-- hand-written: codes and temporary passwords already sent (or given up) before this release are forgotten too (issue 25, point 9).
UPDATE "sms_outbox" SET "body" = '[gönderildi; içerik saklanmaz]' WHERE "purpose" IN ('code', 'password') AND "status" IN ('sent', 'failed');
