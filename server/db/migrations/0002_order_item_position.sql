DROP INDEX "order_items_order_id_index";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_order_id_position_index" ON "order_items" USING btree ("order_id","position");