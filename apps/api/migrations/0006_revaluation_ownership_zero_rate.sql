CREATE TABLE "estate_zero_rate_claims" (
	"declaration_id" integer PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"single_dwelling" boolean NOT NULL,
	"no_other_income" boolean NOT NULL,
	"gross_floor_dm2" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revaluation_rates" (
	"year" integer PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"source" text NOT NULL,
	"estate_applied_percent" integer NOT NULL,
	"estate_rule_source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "ownership_numerator" integer;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "ownership_denominator" integer;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "land_share_numerator" integer;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "land_share_denominator" integer;--> statement-breakpoint
ALTER TABLE "estate_zero_rate_claims" ADD CONSTRAINT "estate_zero_rate_claims_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_zero_rate_claims" ADD CONSTRAINT "estate_zero_rate_claims_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_zero_rate_claims_registry_idx" ON "estate_zero_rate_claims" USING btree ("registry_oid","year");