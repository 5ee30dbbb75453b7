ALTER TABLE "complaints" ADD COLUMN "public_note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "access_code_hash" text;