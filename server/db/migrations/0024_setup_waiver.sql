ALTER TABLE "order_items" ADD COLUMN "setup_waiver" text;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "setup_waiver" text;