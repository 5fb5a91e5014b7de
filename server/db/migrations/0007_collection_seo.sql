-- Issue 11.3: a collection has a search listing (page title, meta description) as products do;
-- null means the title and description are used.
ALTER TABLE "collections" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo_description" text;
