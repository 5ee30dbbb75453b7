CREATE TABLE "address_counties" (
	"code" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_districts" (
	"code" text PRIMARY KEY NOT NULL,
	"county_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_inner_doors" (
	"code" text PRIMARY KEY NOT NULL,
	"outer_door_code" text NOT NULL,
	"inner_door_no" text NOT NULL,
	"door_sort" integer NOT NULL,
	"usage" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_outer_doors" (
	"code" text PRIMARY KEY NOT NULL,
	"street_code" text NOT NULL,
	"door_no" text NOT NULL,
	"door_sort" integer NOT NULL,
	"building_name" text
);
--> statement-breakpoint
CREATE TABLE "address_streets" (
	"code" text PRIMARY KEY NOT NULL,
	"district_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"search_name" text NOT NULL,
	"sort_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertising_locations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertising_tariff_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertising_tariff_items" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertising_tariffs" (
	"year" integer NOT NULL,
	"group_code" text NOT NULL,
	"item_code" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	CONSTRAINT "advertising_tariffs_year_group_code_item_code_pk" PRIMARY KEY("year","group_code","item_code")
);
--> statement-breakpoint
CREATE TABLE "advertising_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tariff_item_code" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"wear_group_code" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ect_activity_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"building_group" integer NOT NULL,
	"search_name" text NOT NULL,
	"sort_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ect_annual_prices" (
	"year" integer NOT NULL,
	"municipality_type" text NOT NULL,
	"building_group" integer NOT NULL,
	"grade" integer NOT NULL,
	"amount_kurus" bigint NOT NULL,
	CONSTRAINT "ect_annual_prices_year_municipality_type_building_group_grade_pk" PRIMARY KEY("year","municipality_type","building_group","grade")
);
--> statement-breakpoint
CREATE TABLE "entertainment_place_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entertainment_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"rate_basis_points" integer,
	"daily_amount_kurus" bigint,
	"place_type_codes" text[] DEFAULT '{}' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_abrasion_shares" (
	"year" integer NOT NULL,
	"wear_group_code" text NOT NULL,
	"age_from" integer NOT NULL,
	"age_to" integer,
	"percent" integer NOT NULL,
	CONSTRAINT "estate_abrasion_shares_year_wear_group_code_age_from_pk" PRIMARY KEY("year","wear_group_code","age_from")
);
--> statement-breakpoint
CREATE TABLE "estate_construction_costs" (
	"year" integer NOT NULL,
	"construction_type_code" text NOT NULL,
	"construction_class_code" text NOT NULL,
	"cost_per_m2_kurus" bigint NOT NULL,
	CONSTRAINT "estate_construction_costs_year_construction_type_code_construction_class_code_pk" PRIMARY KEY("year","construction_type_code","construction_class_code")
);
--> statement-breakpoint
CREATE TABLE "estate_street_valuations" (
	"year" integer NOT NULL,
	"street_code" text NOT NULL,
	"unit_value_kurus" bigint NOT NULL,
	CONSTRAINT "estate_street_valuations_year_street_code_pk" PRIMARY KEY("year","street_code")
);
--> statement-breakpoint
CREATE TABLE "estate_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tax_class" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_usage_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_unit_values" (
	"year" integer NOT NULL,
	"land_type_code" text NOT NULL,
	"unit_value_kurus" bigint NOT NULL,
	CONSTRAINT "land_unit_values_year_land_type_code_pk" PRIMARY KEY("year","land_type_code")
);
--> statement-breakpoint
CREATE TABLE "wear_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolution_attachments" (
	"resolution_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolution_types" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"decided_on" date NOT NULL,
	"meeting" text NOT NULL,
	"type_code" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_districts" ADD CONSTRAINT "address_districts_county_code_address_counties_code_fk" FOREIGN KEY ("county_code") REFERENCES "public"."address_counties"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_inner_doors" ADD CONSTRAINT "address_inner_doors_outer_door_code_address_outer_doors_code_fk" FOREIGN KEY ("outer_door_code") REFERENCES "public"."address_outer_doors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_outer_doors" ADD CONSTRAINT "address_outer_doors_street_code_address_streets_code_fk" FOREIGN KEY ("street_code") REFERENCES "public"."address_streets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_streets" ADD CONSTRAINT "address_streets_district_code_address_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."address_districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_tariffs" ADD CONSTRAINT "advertising_tariffs_group_code_advertising_tariff_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."advertising_tariff_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_tariffs" ADD CONSTRAINT "advertising_tariffs_item_code_advertising_tariff_items_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."advertising_tariff_items"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertising_types" ADD CONSTRAINT "advertising_types_tariff_item_code_advertising_tariff_items_code_fk" FOREIGN KEY ("tariff_item_code") REFERENCES "public"."advertising_tariff_items"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_types" ADD CONSTRAINT "construction_types_wear_group_code_wear_groups_code_fk" FOREIGN KEY ("wear_group_code") REFERENCES "public"."wear_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_abrasion_shares" ADD CONSTRAINT "estate_abrasion_shares_wear_group_code_wear_groups_code_fk" FOREIGN KEY ("wear_group_code") REFERENCES "public"."wear_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_construction_costs" ADD CONSTRAINT "estate_construction_costs_construction_type_code_construction_types_code_fk" FOREIGN KEY ("construction_type_code") REFERENCES "public"."construction_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_construction_costs" ADD CONSTRAINT "estate_construction_costs_construction_class_code_construction_classes_code_fk" FOREIGN KEY ("construction_class_code") REFERENCES "public"."construction_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_street_valuations" ADD CONSTRAINT "estate_street_valuations_street_code_address_streets_code_fk" FOREIGN KEY ("street_code") REFERENCES "public"."address_streets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_unit_values" ADD CONSTRAINT "land_unit_values_land_type_code_land_types_code_fk" FOREIGN KEY ("land_type_code") REFERENCES "public"."land_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_attachments" ADD CONSTRAINT "resolution_attachments_resolution_id_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_type_code_resolution_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."resolution_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_districts_county_idx" ON "address_districts" USING btree ("county_code","sort_key");--> statement-breakpoint
CREATE INDEX "address_inner_doors_outer_idx" ON "address_inner_doors" USING btree ("outer_door_code","door_sort");--> statement-breakpoint
CREATE INDEX "address_outer_doors_street_idx" ON "address_outer_doors" USING btree ("street_code","door_sort");--> statement-breakpoint
CREATE INDEX "address_streets_district_idx" ON "address_streets" USING btree ("district_code","sort_key");--> statement-breakpoint
CREATE INDEX "estate_street_valuations_value_idx" ON "estate_street_valuations" USING btree ("year","unit_value_kurus");--> statement-breakpoint
CREATE UNIQUE INDEX "resolutions_number_idx" ON "resolutions" USING btree ("kind","year","number");--> statement-breakpoint
CREATE INDEX "resolutions_date_idx" ON "resolutions" USING btree ("kind","decided_on");