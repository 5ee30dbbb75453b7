CREATE TABLE "complaint_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit_id" integer,
	"keywords" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "complaint_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "complaint_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"text" text,
	"visible_to_citizen" boolean DEFAULT false NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
CREATE TABLE "complaint_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"complaint_id" integer,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_no" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"district_code" text,
	"street_code" text,
	"outer_door_code" text,
	"place_text" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"member_id" integer,
	"registry_oid" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'received' NOT NULL,
	"unit_id" integer,
	"answer" text,
	"rejection_reason" text,
	"law" text NOT NULL,
	"deadline" date NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"open311_key_id" integer,
	"open311_token" text,
	"attributes" jsonb,
	"kvkk_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "complaints_tracking_no_unique" UNIQUE("tracking_no"),
	CONSTRAINT "complaints_open311_token_unique" UNIQUE("open311_token")
);
--> statement-breakpoint
CREATE TABLE "open311_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "open311_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "complaint_categories" ADD CONSTRAINT "complaint_categories_unit_id_staff_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."staff_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_category_id_complaint_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."complaint_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_unit_id_staff_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."staff_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_keys" ADD CONSTRAINT "open311_keys_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","at");--> statement-breakpoint
CREATE INDEX "complaint_photos_complaint_idx" ON "complaint_photos" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_member_idx" ON "complaints" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "complaints_unit_idx" ON "complaints" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "complaints_updated_idx" ON "complaints" USING btree ("updated_at");