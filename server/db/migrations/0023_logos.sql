CREATE TABLE "logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"preview_key" text,
	"embroidery_status" text DEFAULT 'new' NOT NULL,
	"print_status" text DEFAULT 'new' NOT NULL,
	"stitch_count" integer,
	"width_mm" integer,
	"height_mm" integer,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logos_embroidery_status" CHECK (embroidery_status IN ('new', 'proof_sent', 'approved', 'changes_requested')),
	CONSTRAINT "logos_print_status" CHECK (print_status IN ('new', 'proof_sent', 'approved', 'changes_requested')),
	CONSTRAINT "logos_name_length" CHECK (char_length("logos"."name") BETWEEN 1 AND 120),
	CONSTRAINT "logos_measures_positive" CHECK (coalesce("logos"."stitch_count", 1) > 0 AND coalesce("logos"."width_mm", 1) > 0 AND coalesce("logos"."height_mm", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logos_user_id_file_id_index" ON "logos" USING btree ("user_id","file_id");--> statement-breakpoint
CREATE INDEX "logos_user_id_created_at_index" ON "logos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "logos_file_id_index" ON "logos" USING btree ("file_id");