ALTER TABLE "orders" ADD COLUMN "shipping_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_carrier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment" CHECK (("orders"."shipping_carrier" IS NULL OR "orders"."shipping_carrier" IN ('royal_mail', 'parcelforce', 'dpd', 'dhl', 'ups', 'evri', 'fedex', 'own_van', 'other'))
        AND ("orders"."shipping_carrier_name" IS NULL OR ("orders"."shipping_carrier" = 'other' AND length("orders"."shipping_carrier_name") BETWEEN 1 AND 60))
        AND ("orders"."tracking_number" IS NULL OR length("orders"."tracking_number") BETWEEN 4 AND 40));