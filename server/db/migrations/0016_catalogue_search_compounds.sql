-- Issue 18.7: a word is the same written apart, hyphenated or together. Migration 0009 indexes a
-- hyphenated word joined as well ("Hi-Vis" also as "HiVis"); now two neighbouring words of which
-- one is short (three letters or fewer: "Hi Vis", "T Shirt", "Zip Hoodie") are also indexed
-- joined, so "hivis" finds "Hi Vis" written apart. Only words of letters between spaces, and only
-- with a short one, so the list of catalogue words (typo correction) grows by a few words per
-- product, not by every pair.
CREATE OR REPLACE FUNCTION catalogue_search_text(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT words || ' ' || array_to_string(array(
    SELECT replace(m[1], '-', '')
    FROM regexp_matches(words, '([[:alnum:]]+(?:-[[:alnum:]]+)+)', 'g') AS m
  ), ' ') || ' ' || coalesce((
    SELECT string_agg(a.word || b.word, ' ' ORDER BY a.at)
    FROM unnest(regexp_split_to_array(words, '[[:space:]]+')) WITH ORDINALITY AS a(word, at)
    JOIN unnest(regexp_split_to_array(words, '[[:space:]]+')) WITH ORDINALITY AS b(word, at)
      ON b.at = a.at + 1
    WHERE a.word ~ '^[[:alpha:]]+$' AND b.word ~ '^[[:alpha:]]+$'
      AND least(length(a.word), length(b.word)) <= 3
  ), '')
$$;
--> statement-breakpoint
-- The search document is a stored generated column: rewriting a column it reads recomputes it.
UPDATE products SET title = title;
