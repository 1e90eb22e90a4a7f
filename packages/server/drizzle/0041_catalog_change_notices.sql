-- Every change to what the store's cached answers show (the catalogue, prices, stock, shops,
-- vehicles, content and settings) is announced on the channel treadkit_catalog once its
-- transaction commits. Each server process listens and empties its response cache, so no
-- process serves a changed price or stock level for longer than the notice takes to arrive.
-- A statement-level trigger: one notice per statement, and PostgreSQL folds identical notices
-- of one transaction into one.
CREATE OR REPLACE FUNCTION treadkit_notify_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('treadkit_catalog', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'brands', 'product_lines', 'products', 'stock', 'warehouses', 'promotions', 'reviews',
    'installers', 'installer_closures', 'pickup_locations', 'vehicles', 'tire_sizes',
    'content_categories', 'content_pages', 'site_settings', 'zip_codes', 'tax_rates',
    'tax_local_rates'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION treadkit_notify_catalog()',
      watched || '_catalog_notice', watched);
  END LOOP;
END;
$$;
