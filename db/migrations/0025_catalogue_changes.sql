-- Every change to the catalogue (a product or its gallery) tells each server holding the
-- catalogue cache, through NOTIFY on commit (issue 16, decision 042).
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
