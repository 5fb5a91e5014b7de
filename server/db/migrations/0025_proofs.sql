CREATE TABLE "proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"logo_id" uuid NOT NULL,
	"method" text NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"file_id" uuid NOT NULL,
	"stitch_count" integer,
	"width_mm" integer,
	"height_mm" integer,
	"message" text DEFAULT '' NOT NULL,
	"buyer_comment" text,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "proofs_method" CHECK ("proofs"."method" IN ('embroidery', 'print')),
	CONSTRAINT "proofs_status" CHECK (status IN ('sent', 'approved', 'changes_requested', 'replaced')),
	CONSTRAINT "proofs_round" CHECK ("proofs"."round" >= 1),
	CONSTRAINT "proofs_measures_positive" CHECK (coalesce("proofs"."stitch_count", 1) > 0 AND coalesce("proofs"."width_mm", 1) > 0 AND coalesce("proofs"."height_mm", 1) > 0),
	CONSTRAINT "proofs_message_length" CHECK (char_length("proofs"."message") <= 2000),
	CONSTRAINT "proofs_comment_length" CHECK (char_length(coalesce("proofs"."buyer_comment", '')) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose";--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proofs_order_id_logo_id_method_round_index" ON "proofs" USING btree ("order_id","logo_id","method","round");--> statement-breakpoint
CREATE INDEX "proofs_status_sent_at_index" ON "proofs" USING btree ("status","sent_at");--> statement-breakpoint
CREATE INDEX "proofs_logo_id_index" ON "proofs" USING btree ("logo_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('pending', 'awaiting_proof', 'processing', 'shipped', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose" CHECK ("stored_files"."purpose" IN ('design', 'product_image', 'proof'));