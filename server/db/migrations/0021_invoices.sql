CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_series" CHECK ("invoice_counters"."series" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoice_counters_last_number" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"credits_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tax_point" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"discount_pence" integer NOT NULL,
	"delivery_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_note_names_invoice" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" IS NOT NULL)),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."total_pence" = "invoices"."subtotal_pence" - "invoices"."discount_pence" + "invoices"."vat_pence" + "invoices"."delivery_pence")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_and_kind" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_index" ON "invoices" USING btree ("issued_at");