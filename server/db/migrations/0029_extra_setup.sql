ALTER TABLE "proofs" ADD COLUMN "extra_setup_pence" integer;--> statement-breakpoint
ALTER TABLE "proofs" ADD COLUMN "extra_order_id" uuid;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_extra_order_id_orders_id_fk" FOREIGN KEY ("extra_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_extra_setup" CHECK ("proofs"."extra_setup_pence" IS NULL OR ("proofs"."extra_setup_pence" BETWEEN 1 AND 50000
        AND "proofs"."method" = 'embroidery' AND "proofs"."stitch_count" > 8000));