-- Issue 11.5: product CSV imports run in the background. Each import's progress (rows done of
-- the total, products created / updated / left, problems by line and column) lives here, so a
-- reloaded page and every instance see it; the file is kept until the import ends, and the
-- heartbeat tells an import left running by a stopped process, which is then taken up again.
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"csv_text" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"products_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"variants_created" integer DEFAULT 0 NOT NULL,
	"variants_updated" integer DEFAULT 0 NOT NULL,
	"variants_unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_status" CHECK ("catalogue_imports"."status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_at_index" ON "catalogue_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalogue_imports_status_index" ON "catalogue_imports" USING btree ("status");