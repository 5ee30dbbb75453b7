ALTER TABLE "accruals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "accruals" ADD COLUMN "accrual_no" text;--> statement-breakpoint
ALTER TABLE "accruals" ADD COLUMN "source_version" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source_version" bigint;--> statement-breakpoint
ALTER TABLE "registries" ADD COLUMN "registry_no" text;--> statement-breakpoint
ALTER TABLE "registries" ADD COLUMN "source_version" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "accruals_accrual_no_idx" ON "accruals" USING btree ("accrual_no");--> statement-breakpoint
CREATE UNIQUE INDEX "registries_registry_no_idx" ON "registries" USING btree ("registry_no");