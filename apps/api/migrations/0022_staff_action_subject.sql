ALTER TABLE "staff_actions" ADD COLUMN "subject_registry_oid" text;--> statement-breakpoint
CREATE INDEX "staff_actions_subject_idx" ON "staff_actions" USING btree ("subject_registry_oid","at");