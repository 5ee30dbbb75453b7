ALTER TABLE "complaint_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD COLUMN "public_note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "applicant_tckn" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "applicant_address" text;