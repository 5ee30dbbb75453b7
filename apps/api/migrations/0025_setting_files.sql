CREATE TABLE "setting_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" integer
);
