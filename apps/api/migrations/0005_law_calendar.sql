CREATE TABLE "fixed_holidays" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"from_year" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "religious_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "late_interest_rates" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "religious_holidays_year_idx" ON "religious_holidays" USING btree ("year");