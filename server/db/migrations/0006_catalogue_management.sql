-- Issue 11: the catalogue is the owner's to run. A product has a status (draft / active /
-- archived), SEO fields and its earlier handles; a variant has a barcode and Shopify's stock
-- (tracked or not, a quantity, deny or continue at 0). is_published and is_available become
-- generated from these, so every read that already filters on them follows the new rules.
CREATE TABLE "product_handle_redirects" (
	"handle" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_handle_redirects" ADD CONSTRAINT "product_handle_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_handle_redirects_product_id_index" ON "product_handle_redirects" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
UPDATE "products" SET "status" = 'draft' WHERE NOT "is_published";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_published";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_published" boolean GENERATED ALWAYS AS (status = 'active') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" IN ('draft', 'active', 'archived'));--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "inventory_tracked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "inventory_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "inventory_policy" text DEFAULT 'deny' NOT NULL;--> statement-breakpoint
-- A variant marked unavailable becomes a tracked one with none in stock.
UPDATE "product_variants" SET "inventory_tracked" = true WHERE NOT "is_available";--> statement-breakpoint
ALTER TABLE "product_variants" DROP COLUMN "is_available";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "is_available" boolean GENERATED ALWAYS AS (NOT inventory_tracked OR inventory_policy = 'continue' OR inventory_quantity > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_inventory_policy" CHECK ("product_variants"."inventory_policy" IN ('deny', 'continue'));
