-- Issue 17: in Shopify mode a custom price names the store's product and variant by global id (with
-- their titles when the price was set), and an order item the ones it was ordered as. A price is
-- for exactly one catalogue, ours or the store's.
ALTER TABLE "customer_pricing" DROP CONSTRAINT "customer_pricing_one_per_target";--> statement-breakpoint
ALTER TABLE "customer_pricing" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_pricing" ADD COLUMN "remote_product_id" text;--> statement-breakpoint
ALTER TABLE "customer_pricing" ADD COLUMN "remote_variant_id" text;--> statement-breakpoint
ALTER TABLE "customer_pricing" ADD COLUMN "remote_product_title" text;--> statement-breakpoint
ALTER TABLE "customer_pricing" ADD COLUMN "remote_variant_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "remote_product_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "remote_variant_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_pricing_one_per_target" ON "customer_pricing" USING btree ("user_id","product_id",coalesce("variant_id", 0)) WHERE "customer_pricing"."product_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_pricing_one_per_remote_target" ON "customer_pricing" USING btree ("user_id","remote_product_id",coalesce("remote_variant_id", '')) WHERE "customer_pricing"."remote_product_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_pricing" ADD CONSTRAINT "customer_pricing_one_catalogue" CHECK (("customer_pricing"."product_id" IS NULL) <> ("customer_pricing"."remote_product_id" IS NULL)
        AND ("customer_pricing"."variant_id" IS NULL OR "customer_pricing"."product_id" IS NOT NULL)
        AND ("customer_pricing"."remote_variant_id" IS NULL OR "customer_pricing"."remote_product_id" IS NOT NULL));