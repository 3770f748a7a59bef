-- GST rate of each product (percent, included in its price) and of each ordered line, fixed when the
-- order is placed, so the tax invoice can take the tax out of what was charged. Existing rows take the
-- standard rate; the store owner sets the right one per product.
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
-- Lines ordered before rates existed take their product's current rate.
UPDATE "order_items" SET "gst_rate" = "products"."gst_rate" FROM "products" WHERE "products"."product_id" = "order_items"."product_id";
