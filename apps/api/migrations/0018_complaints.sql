ALTER TABLE "complaints" ADD COLUMN "contact_phone_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "public_note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "access_code_hash" text;--> statement-breakpoint
-- hand-written: phones that Open311 integrators sent were never proven; the portal stops texting them (issue 25, point 11).
UPDATE "complaints" SET "contact_phone_verified" = false WHERE "source" = 'open311';
