CREATE TABLE "bank_branches" (
	"bank_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"source" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bank_branches_bank_code_code_pk" PRIMARY KEY("bank_code","code")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_cancellation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cancellation_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" text,
	"to_state" text,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "contract_cancellations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"registry_oid" text NOT NULL,
	"subscriber_no" text NOT NULL,
	"state" text NOT NULL,
	"move_out_date" date NOT NULL,
	"member_reading" integer,
	"meter_photo_file_id" text,
	"deposit_kurus" bigint NOT NULL,
	"deposit_method" text NOT NULL,
	"iban" text,
	"bank_code" text,
	"branch_code" text,
	"account_holder" text,
	"open_debts_at_application_kurus" bigint NOT NULL,
	"phone" text NOT NULL,
	"reading_scheduled_for" date,
	"final_reading" integer,
	"final_reading_on" date,
	"final_bill_accrual_id" bigint,
	"offset_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_due_kurus" bigint,
	"refund_channel" text,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"rejection_reason" text,
	"confirmation_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_cancellations_application_no_unique" UNIQUE("application_no")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "deposit_kurus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_reading" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_reading_on" date;--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellation_events" ADD CONSTRAINT "contract_cancellation_events_cancellation_id_contract_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."contract_cancellations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_subscriber_no_subscriptions_subscriber_no_fk" FOREIGN KEY ("subscriber_no") REFERENCES "public"."subscriptions"("subscriber_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_final_bill_accrual_id_accruals_id_fk" FOREIGN KEY ("final_bill_accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_cancellation_events_idx" ON "contract_cancellation_events" USING btree ("cancellation_id");--> statement-breakpoint
CREATE INDEX "contract_cancellations_registry_idx" ON "contract_cancellations" USING btree ("registry_oid");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_cancellations_confirmation_idx" ON "contract_cancellations" USING btree ("confirmation_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_cancellations_open_idx" ON "contract_cancellations" USING btree ("subscriber_no") WHERE state in ('REQUESTED', 'READING_SCHEDULED', 'FINAL_BILLED');