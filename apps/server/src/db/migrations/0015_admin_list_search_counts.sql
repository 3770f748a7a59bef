DROP INDEX "products_admin_type_idx";--> statement-breakpoint
DROP INDEX "products_admin_category_idx";--> statement-breakpoint
CREATE INDEX "products_admin_type_idx" ON "products" USING btree ("main_id","product_type","status","category","stock","search_text");--> statement-breakpoint
CREATE INDEX "products_admin_category_idx" ON "products" USING btree ("main_id","category","status","product_type","stock","search_text");