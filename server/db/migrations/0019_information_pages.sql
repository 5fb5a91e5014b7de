CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_handle_unique" UNIQUE("handle"),
	CONSTRAINT "pages_handle_format" CHECK ("pages"."handle" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 13.5: pages are shown by the shop (kept pages) and served by the engine (cached answers):
-- a change tells every instance, on the catalogue's channel (0001).
CREATE TRIGGER pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
