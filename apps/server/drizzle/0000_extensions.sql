-- pg_trgm serves ILIKE '%...%' on longer text; text_grams() builds the unigram+bigram arrays that serve
-- one- and two-character Korean and Japanese name searches (docs/decisions/003).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION text_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM (
    SELECT substr(s, i, n) AS g
    FROM (SELECT lower(regexp_replace(coalesce(t, ''), '\s+', '', 'g')) AS s) src,
         generate_series(1, 2) AS n,
         generate_series(1, greatest(length(s), 1)) AS i
    WHERE i + n - 1 <= length(s)
  ) grams
$$;
