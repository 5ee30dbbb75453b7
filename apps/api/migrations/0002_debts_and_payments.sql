CREATE TABLE "accrual_holds" (
	"accrual_id" bigint PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"revenue_code" text NOT NULL,
	"year" integer NOT NULL,
	"installment" integer DEFAULT 1 NOT NULL,
	"due_date" date NOT NULL,
	"principal_kurus" bigint NOT NULL,
	"paid_kurus" bigint DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"subscriber_no" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"accrual_id" bigint NOT NULL,
	"principal_kurus" bigint NOT NULL,
	"interest_kurus" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_no" text NOT NULL,
	"registry_oid" text NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"type_code" integer NOT NULL,
	"order_no" text,
	"total_kurus" bigint NOT NULL,
	CONSTRAINT "collections_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
CREATE TABLE "late_interest_rates" (
	"from_date" date PRIMARY KEY NOT NULL,
	"monthly_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempt_accruals" (
	"order_no" text NOT NULL,
	"accrual_id" bigint NOT NULL,
	"principal_kurus" bigint NOT NULL,
	"interest_kurus" bigint NOT NULL,
	CONSTRAINT "payment_attempt_accruals_order_no_accrual_id_pk" PRIMARY KEY("order_no","accrual_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"order_no" text PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"channel" text NOT NULL,
	"bank_code" text NOT NULL,
	"store_type" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"currency" text DEFAULT '949' NOT NULL,
	"state" text NOT NULL,
	"masked_pan" text,
	"auth_code" text,
	"host_ref_num" text,
	"trans_id" text,
	"error_message" text,
	"collection_id" bigint,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"raw" jsonb
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"late_interest" boolean DEFAULT true NOT NULL,
	"is_fee" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscriber_no" text PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"type" text NOT NULL,
	"service" text DEFAULT 'SU' NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" date NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accrual_holds" ADD CONSTRAINT "accrual_holds_accrual_id_accruals_id_fk" FOREIGN KEY ("accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual_holds" ADD CONSTRAINT "accrual_holds_order_no_payment_attempts_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."payment_attempts"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accruals" ADD CONSTRAINT "accruals_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accruals" ADD CONSTRAINT "accruals_revenue_code_revenue_types_code_fk" FOREIGN KEY ("revenue_code") REFERENCES "public"."revenue_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accruals" ADD CONSTRAINT "accruals_subscriber_no_subscriptions_subscriber_no_fk" FOREIGN KEY ("subscriber_no") REFERENCES "public"."subscriptions"("subscriber_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_lines" ADD CONSTRAINT "collection_lines_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_lines" ADD CONSTRAINT "collection_lines_accrual_id_accruals_id_fk" FOREIGN KEY ("accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempt_accruals" ADD CONSTRAINT "payment_attempt_accruals_order_no_payment_attempts_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."payment_attempts"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempt_accruals" ADD CONSTRAINT "payment_attempt_accruals_accrual_id_accruals_id_fk" FOREIGN KEY ("accrual_id") REFERENCES "public"."accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_no_payment_attempts_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."payment_attempts"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accruals_registry_idx" ON "accruals" USING btree ("registry_oid","due_date");--> statement-breakpoint
CREATE INDEX "collection_lines_collection_idx" ON "collection_lines" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_lines_accrual_idx" ON "collection_lines" USING btree ("accrual_id");--> statement-breakpoint
CREATE INDEX "collections_registry_idx" ON "collections" USING btree ("registry_oid");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_order_idx" ON "collections" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_attempts_registry_idx" ON "payment_attempts" USING btree ("registry_oid");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "subscriptions_registry_idx" ON "subscriptions" USING btree ("registry_oid");