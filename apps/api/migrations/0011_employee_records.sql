CREATE TABLE "enforcement_deductions" (
	"registry_oid" text NOT NULL,
	"office" text NOT NULL,
	"file_no" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"amount_kurus" integer NOT NULL,
	CONSTRAINT "enforcement_deductions_registry_oid_office_file_no_year_month_pk" PRIMARY KEY("registry_oid","office","file_no","year","month")
);
--> statement-breakpoint
CREATE TABLE "enforcement_files" (
	"registry_oid" text NOT NULL,
	"office" text NOT NULL,
	"file_no" text NOT NULL,
	"creditor" text NOT NULL,
	"kind" text NOT NULL,
	"amount_kurus" integer NOT NULL,
	"queue_order" integer NOT NULL,
	"monthly_kurus" integer NOT NULL,
	"deducted_kurus" integer NOT NULL,
	"remaining_kurus" integer NOT NULL,
	"notified_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enforcement_files_registry_oid_office_file_no_pk" PRIMARY KEY("registry_oid","office","file_no")
);
--> statement-breakpoint
CREATE TABLE "leave_records" (
	"registry_oid" text NOT NULL,
	"record_no" text NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "leave_records_registry_oid_record_no_pk" PRIMARY KEY("registry_oid","record_no")
);
--> statement-breakpoint
CREATE TABLE "leave_years" (
	"registry_oid" text NOT NULL,
	"year" integer NOT NULL,
	"entitled_days" integer NOT NULL,
	"carried_days" integer NOT NULL,
	"used_days" integer NOT NULL,
	"remaining_days" integer NOT NULL,
	CONSTRAINT "leave_years_registry_oid_year_pk" PRIMARY KEY("registry_oid","year")
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"registry_oid" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"base_kurus" integer NOT NULL,
	"allowances_kurus" integer NOT NULL,
	"overtime_kurus" integer NOT NULL,
	"bonus_kurus" integer NOT NULL,
	"gross_kurus" integer NOT NULL,
	"sgk_kurus" integer NOT NULL,
	"unemployment_kurus" integer NOT NULL,
	"income_tax_base_kurus" integer NOT NULL,
	"cumulative_base_kurus" integer NOT NULL,
	"income_tax_kurus" integer NOT NULL,
	"income_tax_exemption_kurus" integer NOT NULL,
	"stamp_tax_kurus" integer NOT NULL,
	"stamp_tax_exemption_kurus" integer NOT NULL,
	"union_dues_kurus" integer NOT NULL,
	"enforcement_kurus" integer NOT NULL,
	"other_deductions_kurus" integer NOT NULL,
	"net_kurus" integer NOT NULL,
	"employer_cost_kurus" integer,
	"payment_date" date NOT NULL,
	"note" text,
	CONSTRAINT "payslips_registry_oid_year_month_pk" PRIMARY KEY("registry_oid","year","month"),
	CONSTRAINT "payslips_month_check" CHECK ("payslips"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "staff_law" text DEFAULT '4857' NOT NULL;--> statement-breakpoint
ALTER TABLE "enforcement_deductions" ADD CONSTRAINT "enforcement_deductions_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_files" ADD CONSTRAINT "enforcement_files_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_records" ADD CONSTRAINT "leave_records_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_years" ADD CONSTRAINT "leave_years_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_records_year_idx" ON "leave_records" USING btree ("registry_oid","year");