CREATE TABLE "catalogue_version" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."only")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "lines_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- carts.lines_version: the id of the last transaction that changed the cart's lines (insert, update or
-- delete of cart_items, whoever writes them: the cart's calls, an order's modification, cascades). A
-- transaction's id is never another's, so a process that kept the lines a transaction committed knows
-- they are still the cart's while the version is that id. Set once per transaction and cart.
CREATE FUNCTION cart_items_lines_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  current_version bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE carts SET lines_version = current_version WHERE cart_id = OLD.cart_id AND lines_version <> current_version;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.cart_id <> OLD.cart_id) THEN
    UPDATE carts SET lines_version = current_version WHERE cart_id = NEW.cart_id AND lines_version <> current_version;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_lines_version
  AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION cart_items_lines_version();
--> statement-breakpoint
-- catalogue_version: the id of the last transaction that wrote products (any statement, even one that
-- changed no row: it only makes the cart read its lines again). The cart's kept lines hold their
-- products' rows, which are still the database's while this is what it was when they were read.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  current_version bigint := pg_current_xact_id()::text::bigint;
BEGIN
  UPDATE catalogue_version SET version = current_version WHERE version <> current_version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
INSERT INTO catalogue_version DEFAULT VALUES;
