-- Docs/decisions/038: stock_changed now names each product as id:handle, space-separated, so
-- that the engine can drop the answers that read those products' variants (it knows them by id)
-- and the page cache the pages that link to them (it knows them by handle). Otherwise as 0030.
CREATE OR REPLACE FUNCTION notify_variants_updated() RETURNS trigger AS $$
DECLARE
  other_change boolean;
  products_named text;
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
    SELECT string_agg(DISTINCT p.id::text || ':' || p.handle, ' ') INTO products_named
      FROM new_rows AS n JOIN products AS p ON p.id = n.product_id;
    IF products_named IS NOT NULL AND octet_length(products_named) <= 7000 THEN
      PERFORM pg_notify('stock_changed', products_named);
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
