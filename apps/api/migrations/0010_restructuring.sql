CREATE TABLE "price_index_changes" (
	"month" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"change_hundredths" integer NOT NULL,
	"source" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restructuring_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"law_no" text NOT NULL,
	"title" text NOT NULL,
	"cutoff_date" date NOT NULL,
	"revenue_codes" jsonb NOT NULL,
	"application_start" date NOT NULL,
	"application_end" date NOT NULL,
	"index_until" date NOT NULL,
	"options" jsonb NOT NULL,
	"period_months" integer NOT NULL,
	"up_front_index_discount_percent" integer NOT NULL,
	"first_due_months_after_application" integer NOT NULL,
	"break_rule" jsonb NOT NULL,
	"terms" text NOT NULL,
	"sources" jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "restructuring_campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "restructuring_installments" (
	"plan_id" bigint NOT NULL,
	"no" integer NOT NULL,
	"accrual_id" bigint NOT NULL,
	CONSTRAINT "restructuring_installments_plan_id_no_pk" PRIMARY KEY("plan_id","no"),
	CONSTRAINT "restructuring_installments_accrual_id_unique" UNIQUE("accrual_id")
);
--> statement-breakpoint
CREATE TABLE "restructuring_plan_debts" (
	"plan_id" bigint NOT NULL,
	"accrual_id" bigint NOT NULL,
	"principal_kurus" bigint NOT NULL,
	"late_interest_kurus" bigint NOT NULL,
	"index_kurus" bigint NOT NULL,
	"offset_kurus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "restructuring_plan_debts_plan_id_accrual_id_pk" PRIMARY KEY("plan_id","accrual_id")
);
--> statement-breakpoint
CREATE TABLE "restructuring_plan_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "restructuring_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_no" text NOT NULL,
	"registry_oid" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"installments" integer NOT NULL,
	"coefficient" text NOT NULL,
	"state" text NOT NULL,
	"principal_kurus" bigint NOT NULL,
	"late_interest_kurus" bigint NOT NULL,
	"index_kurus" bigint NOT NULL,
	"discount_kurus" bigint NOT NULL,
	"total_kurus" bigint NOT NULL,
	"confirmation_reference" text NOT NULL,
	"broken_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "restructuring_plans_plan_no_unique" UNIQUE("plan_no"),
	CONSTRAINT "restructuring_plans_confirmation_reference_unique" UNIQUE("confirmation_reference")
);
--> statement-breakpoint
ALTER TABLE "accruals" ADD COLUMN "restructuring_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "accruals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restructuring_installments" ADD CONSTRAINT "restructuring_installments_plan_id_restructuring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."restructuring_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructuring_installments" ADD CONSTRAINT "restructuring_installments_accrual_id_accruals_id_fk" FOREIGN KEY ("accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructuring_plan_debts" ADD CONSTRAINT "restructuring_plan_debts_plan_id_restructuring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."restructuring_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructuring_plan_debts" ADD CONSTRAINT "restructuring_plan_debts_accrual_id_accruals_id_fk" FOREIGN KEY ("accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructuring_plan_events" ADD CONSTRAINT "restructuring_plan_events_plan_id_restructuring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."restructuring_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructuring_plans" ADD CONSTRAINT "restructuring_plans_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restructuring_plans" ADD CONSTRAINT "restructuring_plans_campaign_id_restructuring_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."restructuring_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_index_changes_year_idx" ON "price_index_changes" USING btree ("year");--> statement-breakpoint
CREATE INDEX "restructuring_plan_events_plan_idx" ON "restructuring_plan_events" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "restructuring_plans_registry_idx" ON "restructuring_plans" USING btree ("registry_oid");--> statement-breakpoint
CREATE INDEX "restructuring_plans_state_idx" ON "restructuring_plans" USING btree ("state");