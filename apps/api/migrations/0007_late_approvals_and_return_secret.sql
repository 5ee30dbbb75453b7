ALTER TABLE "payment_attempts" ADD COLUMN "recheck_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "rechecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "return_secret_hash" text;--> statement-breakpoint
CREATE INDEX "payment_attempts_recheck_idx" ON "payment_attempts" USING btree ("recheck_at");--> statement-breakpoint
-- Attempts that ended without money during the last day are asked about again: a late approval is never lost.
UPDATE "payment_attempts" SET "recheck_at" = now() WHERE "state" IN ('DECLINED', 'FAILED', 'EXPIRED') AND "updated_at" > now() - interval '24 hours';
