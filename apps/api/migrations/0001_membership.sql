CREATE TABLE "edevlet_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"handle" text,
	"access_token" text,
	"kimlik_no" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"registry_oid" text PRIMARY KEY NOT NULL,
	"employee_no" text NOT NULL,
	"unit" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	CONSTRAINT "employees_employee_no_unique" UNIQUE("employee_no")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"temp_password_hash" text,
	"temp_password_expires_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"kvkk_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_registry_oid_unique" UNIQUE("registry_oid"),
	CONSTRAINT "members_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
CREATE TABLE "registries" (
	"oid" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"identity_no" text NOT NULL,
	"name" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"father_name" text,
	"mother_name" text,
	"birth_place" text,
	"birth_date" date,
	"gender" text,
	"phone" text,
	"email" text,
	"tax_office_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"kind" text DEFAULT 'ikamet' NOT NULL,
	"county_code" text,
	"district_code" text,
	"street_code" text,
	"outer_door_code" text,
	"inner_door_code" text,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"member_id" integer,
	"via_edevlet" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"reference" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_addresses" ADD CONSTRAINT "registry_addresses_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edevlet_logins_state_idx" ON "edevlet_logins" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "edevlet_logins_handle_idx" ON "edevlet_logins" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "registries_identity_no_idx" ON "registries" USING btree ("identity_no");--> statement-breakpoint
CREATE INDEX "registry_addresses_registry_idx" ON "registry_addresses" USING btree ("registry_oid");--> statement-breakpoint
CREATE INDEX "sessions_registry_idx" ON "sessions" USING btree ("registry_oid");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");