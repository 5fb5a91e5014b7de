-- Issue 12.2: visitors' pages are kept by each instance until something they show changes. The
-- product and pricing pages show the decoration prices, so a change to the pricing tables is
-- announced to every instance, as catalogue changes are (0001).
CREATE OR REPLACE FUNCTION notify_pricing_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pricing_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER embroidery_pricing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON embroidery_pricing FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_changed();
--> statement-breakpoint
CREATE TRIGGER print_pricing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON print_pricing FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_changed();
--> statement-breakpoint
CREATE TRIGGER embroidery_position_surcharges_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON embroidery_position_surcharges FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_changed();
