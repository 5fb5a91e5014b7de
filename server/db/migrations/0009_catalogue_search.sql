ALTER TABLE "products" ADD COLUMN "price_min_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "collection_products_order" ON "collection_products" USING btree ("collection_id","position","product_id");--> statement-breakpoint
CREATE INDEX "products_title_sort" ON "products" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "products_vendor_sort" ON "products" USING btree (lower("vendor"),"id");--> statement-breakpoint
CREATE INDEX "products_type_sort" ON "products" USING btree (lower("product_type"),"id");--> statement-breakpoint
CREATE INDEX "products_created_sort" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_updated_sort" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_price_sort" ON "products" USING btree ("price_min_pence","id");--> statement-breakpoint
-- Issue 12.6, docs/decisions/015: catalogue search is PostgreSQL full-text search, ranked, with
-- pg_trgm correcting typos ("hiviz" finds Hi-Vis). pg_trgm ships with PostgreSQL (contrib) and
-- with PGlite (loaded in server/db/client.ts); it is a trusted extension, so the database owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Words written with hyphens are also indexed written together ("Hi-Vis" as "HiVis" too), so
-- "hivis" finds them and the typo corrector has one word to compare "hiviz" with.
CREATE FUNCTION catalogue_search_text(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT words || ' ' || array_to_string(array(
    SELECT replace(m[1], '-', '')
    FROM regexp_matches(words, '([[:alnum:]]+(?:-[[:alnum:]]+)+)', 'g') AS m
  ), ' ')
$$;
--> statement-breakpoint
-- The search document: title (weight A) above vendor, product type and tags (B) above the
-- description (C). English stemming, so "shirts" finds "Shirt".
CREATE FUNCTION product_search_vector(
  title text, vendor text, product_type text, tags text[], description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', catalogue_search_text(title)), 'A')
    || setweight(to_tsvector('english', catalogue_search_text(
         vendor || ' ' || product_type || ' ' || array_to_string(tags, ' '))), 'B')
    || setweight(to_tsvector('english', left(description, 20000)), 'C')
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (product_search_vector(title, vendor, product_type, tags, description)) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");
--> statement-breakpoint
-- The catalogue's words (of titles, vendors, types and tags: 3 or more letters, as stemmed), for
-- typo correction: a query word that starts no word here is replaced by the most similar ones
-- (trigram similarity). Small (a few thousand words for 100,000 products), so its trigram index
-- answers in a millisecond. Words are added as products are written and never removed: a stale
-- word only offers a correction that finds nothing.
CREATE TABLE "catalogue_search_words" ("word" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "catalogue_search_words_trigram" ON "catalogue_search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION add_catalogue_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_search_words (word)
  SELECT DISTINCT w.lexeme FROM written_products AS p, unnest(p.search_vector) AS w
  WHERE w.lexeme ~ '^[[:alpha:]]{3,}$' AND w.weights && ARRAY['A', 'B']
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS written_products FOR EACH STATEMENT
  EXECUTE FUNCTION add_catalogue_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS written_products FOR EACH STATEMENT
  EXECUTE FUNCTION add_catalogue_search_words();
--> statement-breakpoint
INSERT INTO catalogue_search_words (word)
SELECT DISTINCT w.lexeme FROM products AS p, unnest(p.search_vector) AS w
WHERE w.lexeme ~ '^[[:alpha:]]{3,}$' AND w.weights && ARRAY['A', 'B']
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A free search word that looks like a code also matches variant SKUs from their start (read
-- from the index alone: it carries the product id).
CREATE INDEX "product_variants_sku_prefix" ON "product_variants" (lower("sku") text_pattern_ops) INCLUDE ("product_id");
--> statement-breakpoint
-- products.price_min_pence follows the variants' prices (one statement-level trigger per kind of
-- write: a bulk insert of a million variants updates each product once).
CREATE FUNCTION refresh_product_price_min() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products AS p SET price_min_pence = s.price_min
  FROM (
    SELECT c.product_id,
      coalesce((SELECT min(v.price_pence) FROM product_variants AS v
                WHERE v.product_id = c.product_id), 0) AS price_min
    FROM (SELECT DISTINCT product_id FROM written_variants) AS c
  ) AS s
  WHERE p.id = s.product_id AND p.price_min_pence <> s.price_min;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_price_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS written_variants FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_price_min();
--> statement-breakpoint
CREATE TRIGGER product_variants_price_updated AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS written_variants FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_price_min();
--> statement-breakpoint
CREATE TRIGGER product_variants_price_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS written_variants FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_price_min();
--> statement-breakpoint
UPDATE products AS p SET price_min_pence = s.price_min
FROM (SELECT product_id, min(price_pence) AS price_min FROM product_variants GROUP BY product_id) AS s
WHERE p.id = s.product_id;
