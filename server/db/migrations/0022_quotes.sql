CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"product_title" text NOT NULL,
	"variant_title" text,
	"sku" text,
	"image_url" text,
	"quantity" integer NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"customization_type" text DEFAULT 'plain' NOT NULL,
	"customization_position" text,
	"customization_price_pence" integer DEFAULT 0 NOT NULL,
	"setup_fee_pence" integer DEFAULT 0 NOT NULL,
	"design_file_id" uuid,
	"needs_price" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_customization_type" CHECK ("quote_lines"."customization_type" IN ('plain', 'embroidery', 'print')),
	CONSTRAINT "quote_lines_money_not_negative" CHECK ("quote_lines"."unit_price_pence" >= 0 AND "quote_lines"."customization_price_pence" >= 0 AND "quote_lines"."setup_fee_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_number" text DEFAULT ('Q-' || nextval('quote_number_seq')::text) NOT NULL,
	"user_id" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"buyer_notes" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"delivery_pence" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"order_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quoteNumber_unique" UNIQUE("quote_number"),
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" IN ('requested', 'sent', 'accepted', 'expired', 'declined')),
	CONSTRAINT "quotes_delivery_not_negative" CHECK ("quotes"."delivery_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_design_file_id_stored_files_id_fk" FOREIGN KEY ("design_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_id_position_index" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_user_id_created_at_index" ON "quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_index" ON "quotes" USING btree ("status","created_at");