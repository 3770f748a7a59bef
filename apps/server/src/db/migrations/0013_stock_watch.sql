ALTER TABLE "product_variations" ADD COLUMN "stock_xid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_xid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variations_stock_xid_idx" ON "product_variations" USING btree ("main_id","stock_xid");--> statement-breakpoint
CREATE INDEX "products_stock_xid_idx" ON "products" USING btree ("main_id","stock_xid");--> statement-breakpoint
-- Whatever code writes stock (an order, a released order, the back office, SQL by hand), the row
-- records the transaction that wrote it, so the catalogue's stock watch finds it (services/catalog-stock.ts).
CREATE FUNCTION "stock_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_stock_written" BEFORE UPDATE OF "stock", "total_stock", "total_sold" ON "products"
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.total_stock IS DISTINCT FROM NEW.total_stock
    OR OLD.total_sold IS DISTINCT FROM NEW.total_sold)
  EXECUTE FUNCTION "stock_written"();--> statement-breakpoint
CREATE TRIGGER "product_variations_stock_written" BEFORE UPDATE OF "stock" ON "product_variations"
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION "stock_written"();
