ALTER TABLE "rate_limits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_add_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_add_up" CHECK ("orders"."subtotal_pence" >= 0 AND "orders"."vat_pence" >= 0 AND "orders"."delivery_pence" >= 0
        AND "orders"."discount_pence" >= 0 AND "orders"."discount_pence" <= "orders"."subtotal_pence"
        AND "orders"."total_pence" = "orders"."subtotal_pence" - "orders"."discount_pence" + "orders"."vat_pence" + "orders"."delivery_pence");