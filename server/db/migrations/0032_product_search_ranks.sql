-- Issue 12.6, docs/decisions/015: a search ranks every product it matches ("polo shirt": 28,020
-- of 100,000), and ranking reads each one's search vector. Read from `products`, that is a
-- visit to most of the table's pages (each row also holds the descriptions); read from this
-- narrow copy, a third as many pages. Searches by relevance without filters rank here and read
-- `products` for the page's rows only (commerce/engine/catalogue/catalogue-queries.ts).
-- Not in the Drizzle schema, like products.search_vector: only the engine's search SQL reads it.
CREATE TABLE "product_search_ranks" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "is_published" boolean NOT NULL,
  "is_available" boolean NOT NULL,
  "search_vector" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_ranks_vector" ON "product_search_ranks" USING gin ("search_vector");
--> statement-breakpoint
-- Kept from the products written, one statement at a time (a bulk import writes once). A row
-- that would not change is left alone: an order's units sold or a price rewrites products, not
-- this copy.
CREATE FUNCTION copy_product_search_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_ranks AS kept (product_id, is_published, is_available, search_vector)
  SELECT p.id, p.is_published, p.is_available, coalesce(p.search_vector, ''::tsvector)
  FROM written_products AS p
  ON CONFLICT (product_id) DO UPDATE
    SET is_published = excluded.is_published,
      is_available = excluded.is_available,
      search_vector = excluded.search_vector
    WHERE (kept.is_published, kept.is_available, kept.search_vector)
      IS DISTINCT FROM (excluded.is_published, excluded.is_available, excluded.search_vector);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_ranks_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS written_products FOR EACH STATEMENT
  EXECUTE FUNCTION copy_product_search_ranks();
--> statement-breakpoint
CREATE TRIGGER products_search_ranks_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS written_products FOR EACH STATEMENT
  EXECUTE FUNCTION copy_product_search_ranks();
--> statement-breakpoint
INSERT INTO product_search_ranks (product_id, is_published, is_available, search_vector)
SELECT id, is_published, is_available, coalesce(search_vector, ''::tsvector) FROM products;
