-- Issue 12.7, docs/decisions/019: faceted browsing counts products by their variants' options
-- and stock. Reading a million variants per page would be slow, so each product carries what its
-- variants offer, kept by statement-level triggers like price_min_pence (migration 0009):
-- - facet_options: "name:value" of every variant option, the name in lower case ("size:XL");
-- - is_available: some variant is for sale.
-- Not declared in server/db/schema (like search_vector): only the engine's facet SQL reads them.
ALTER TABLE "products" ADD COLUMN "facet_options" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_available" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION product_facet_options(product integer) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(o ->> 'name') || ':' || (o ->> 'value')), '{}'::text[])
  FROM product_variants AS v, jsonb_array_elements(v.selected_options) AS o
  WHERE v.product_id = product AND o ->> 'name' IS NOT NULL AND o ->> 'value' IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_product_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products AS p SET facet_options = s.facet_options, is_available = s.is_available
  FROM (
    SELECT c.product_id,
      product_facet_options(c.product_id) AS facet_options,
      EXISTS (SELECT 1 FROM product_variants AS v
              WHERE v.product_id = c.product_id AND v.is_available) AS is_available
    FROM (SELECT DISTINCT product_id FROM written_variants) AS c
  ) AS s
  WHERE p.id = s.product_id
    AND (p.facet_options <> s.facet_options OR p.is_available <> s.is_available);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_facets_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS written_variants FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_facets();
--> statement-breakpoint
CREATE TRIGGER product_variants_facets_updated AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS written_variants FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_facets();
--> statement-breakpoint
CREATE TRIGGER product_variants_facets_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS written_variants FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_facets();
--> statement-breakpoint
UPDATE products AS p SET facet_options = product_facet_options(p.id),
  is_available = EXISTS (SELECT 1 FROM product_variants AS v WHERE v.product_id = p.id AND v.is_available);
