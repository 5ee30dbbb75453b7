CREATE TABLE "day_closes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"day" date NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"portal_count" integer NOT NULL,
	"portal_total_kurus" bigint NOT NULL,
	"bank_count" integer NOT NULL,
	"bank_total_kurus" bigint NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_total_kurus" bigint DEFAULT 0 NOT NULL,
	"acknowledged_count" integer NOT NULL,
	"acknowledged_total_kurus" bigint NOT NULL,
	"open_differences" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_staff_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_bank_day_idx" ON "day_closes" USING btree ("bank_code","day");