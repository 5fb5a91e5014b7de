ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "mockup_file_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_mockup_file_id_stored_files_id_fk" FOREIGN KEY ("mockup_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose" CHECK ("stored_files"."purpose" IN ('design', 'product_image', 'proof', 'mockup'));