-- An IMMUTABLE wrapper of unaccent, so that generated columns and indexes may use it: unaccent()
-- itself is only STABLE because its dictionary could change. Schema-qualified, so it does not
-- depend on the search_path (PGlite data-dir dumps and pg_restore run with an empty one).
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
