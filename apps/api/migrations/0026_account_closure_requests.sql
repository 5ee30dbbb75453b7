CREATE TABLE "account_closure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"registry_oid" text NOT NULL,
	"member_id" integer,
	"reason" text,
	"state" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text
);
--> statement-breakpoint
ALTER TABLE "account_closure_requests" ADD CONSTRAINT "account_closure_requests_registry_oid_registries_oid_fk" FOREIGN KEY ("registry_oid") REFERENCES "public"."registries"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_closure_requests" ADD CONSTRAINT "account_closure_requests_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_closure_requests_open_idx" ON "account_closure_requests" USING btree ("registry_oid") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "account_closure_requests_state_idx" ON "account_closure_requests" USING btree ("state","requested_at");