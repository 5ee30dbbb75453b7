CREATE TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_guards" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone,
	"refused" integer DEFAULT 0 NOT NULL,
	"last_refused_at" timestamp with time zone,
	CONSTRAINT "staff_sign_in_guards_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts_window_ends_idx" ON "rate_limit_counts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_guards_last_failure_idx" ON "staff_sign_in_guards" USING btree ("last_failure_at");--> statement-breakpoint
-- hand-written: codes and temporary passwords already sent (or given up) before this release are forgotten too (issue 25, point 9).
UPDATE "sms_outbox" SET "body" = '[gönderildi; içerik saklanmaz]' WHERE "purpose" IN ('code', 'password') AND "status" IN ('sent', 'failed');
