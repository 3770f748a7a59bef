ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "sku")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variations_sku_trgm_idx" ON "product_variations" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("main_id","stock","product_id","status","product_type","category","search_text");--> statement-breakpoint
CREATE INDEX "products_admin_newest_idx" ON "products" USING btree ("main_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" USING btree ("main_id","updated_at","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_title_idx" ON "products" USING btree ("main_id","title","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("main_id",(CASE WHEN "discount_price" > 0 THEN "discount_price" ELSE GREATEST("original_price", 0) END),"product_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);