-- Issue 12: an order takes stock and counts the units sold, and every such write told every
-- instance that the whole catalogue had changed, so each order dropped every kept page and every
-- cached engine answer (docs/decisions/038). An UPDATE now says what it changed:
--   stock_changed, payload the handles of the products whose stock moved, space-separated: only
--     inventory_quantity changed and no variant went in or out of sale (is_available);
--   sales_changed, payload the product ids, comma-separated: only products.units_sold changed;
--   catalogue_changed otherwise, as before (and for INSERT, DELETE and TRUNCATE).
-- An UPDATE that matched no row says nothing. A payload past 7,000 bytes says catalogue_changed.
CREATE FUNCTION notify_variants_updated() RETURNS trigger AS $$
DECLARE
  other_change boolean;
  handles text;
BEGIN
  SELECT bool_or(
      (to_jsonb(o) - 'inventory_quantity' - 'is_available')
        IS DISTINCT FROM (to_jsonb(n) - 'inventory_quantity' - 'is_available')
      OR (NOT o.inventory_tracked OR o.inventory_policy = 'continue' OR o.inventory_quantity > 0)
        IS DISTINCT FROM
        (NOT n.inventory_tracked OR n.inventory_policy = 'continue' OR n.inventory_quantity > 0))
    INTO other_change
    FROM old_rows AS o FULL JOIN new_rows AS n ON n.id = o.id;
  IF other_change IS NULL THEN
    RETURN NULL;
  END IF;
  IF NOT other_change THEN
    SELECT string_agg(DISTINCT p.handle, ' ') INTO handles
      FROM new_rows AS n JOIN products AS p ON p.id = n.product_id;
    IF handles IS NOT NULL AND octet_length(handles) <= 7000 THEN
      PERFORM pg_notify('stock_changed', handles);
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION notify_products_updated() RETURNS trigger AS $$
DECLARE
  other_change boolean;
  ids text;
BEGIN
  SELECT bool_or((to_jsonb(o) - 'units_sold') IS DISTINCT FROM (to_jsonb(n) - 'units_sold'))
    INTO other_change
    FROM old_rows AS o FULL JOIN new_rows AS n ON n.id = o.id;
  IF other_change IS NULL THEN
    RETURN NULL;
  END IF;
  IF NOT other_change THEN
    SELECT string_agg(DISTINCT n.id::text, ',') INTO ids FROM new_rows AS n;
    IF octet_length(ids) <= 7000 THEN
      PERFORM pg_notify('sales_changed', ids);
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER product_variants_changed ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION notify_variants_updated();
--> statement-breakpoint
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION notify_products_updated();
