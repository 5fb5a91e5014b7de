-- Issue 18.7: the best-selling sort reads products.units_sold, the units of the product in orders
-- not cancelled. Statement-level triggers recount it from order_items (indexed by product) for the
-- products an order's lines or status touch, so it is exact however orders are written, and a
-- product page sorted by it is one index range (keyset pagination, as the other sort keys).
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_best_selling_sort" ON "products" USING btree ("units_sold" desc,"id");--> statement-breakpoint
CREATE INDEX "order_items_product_sales" ON "order_items" USING btree ("product_id","order_id","quantity");--> statement-breakpoint
CREATE FUNCTION product_units_sold(product integer) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(i.quantity), 0)::integer
  FROM order_items AS i JOIN orders AS o ON o.id = i.order_id
  WHERE i.product_id = product AND o.status <> 'cancelled'
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_units_sold_of_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products AS p SET units_sold = s.units
  FROM (
    SELECT c.product_id, product_units_sold(c.product_id) AS units
    FROM (SELECT DISTINCT product_id FROM written_items WHERE product_id IS NOT NULL) AS c
  ) AS s
  WHERE p.id = s.product_id AND p.units_sold <> s.units;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_sales_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS written_items FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_units_sold_of_items();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS written_items FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_units_sold_of_items();
--> statement-breakpoint
-- A line moved to another product or quantity: both the old and the new product are recounted.
CREATE TRIGGER order_items_sales_updated_from AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS written_items FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_units_sold_of_items();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_updated_to AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS written_items FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_units_sold_of_items();
--> statement-breakpoint
-- An order cancelled (or restored from cancelled) takes its units off (or back): only orders whose
-- status crossed that line are looked at, so the many other order updates cost a join of two
-- small transition tables.
CREATE FUNCTION refresh_units_sold_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products AS p SET units_sold = s.units
  FROM (
    SELECT c.product_id, product_units_sold(c.product_id) AS units
    FROM (
      SELECT DISTINCT i.product_id
      FROM new_orders AS n
      JOIN old_orders AS o ON o.id = n.id
      JOIN order_items AS i ON i.order_id = n.id
      WHERE (n.status = 'cancelled') <> (o.status = 'cancelled') AND i.product_id IS NOT NULL
    ) AS c
  ) AS s
  WHERE p.id = s.product_id AND p.units_sold <> s.units;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_status_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_units_sold_of_orders();
--> statement-breakpoint
UPDATE products AS p SET units_sold = s.units
FROM (
  SELECT i.product_id, sum(i.quantity)::integer AS units
  FROM order_items AS i JOIN orders AS o ON o.id = i.order_id
  WHERE o.status <> 'cancelled' AND i.product_id IS NOT NULL
  GROUP BY i.product_id
) AS s
WHERE p.id = s.product_id;
