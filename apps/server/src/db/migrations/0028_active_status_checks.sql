-- A status is stored exactly as 'Active' or 'Inactive' (db/visibility.ts reads status = 'Active'). Rows an
-- older import or hand edit left as ' active', 'ACTIVE' or anything else are put right before the check.
UPDATE "categories" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "coupons" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "delivery_price_bands" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "free_delivery_bands" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "new_arrival_groups" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "offers" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "pincodes" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "products" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
UPDATE "sliders" SET "status" = CASE WHEN lower(trim("status")) = 'active' THEN 'Active' ELSE 'Inactive' END WHERE "status" NOT IN ('Active', 'Inactive');--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_status_check" CHECK ("categories"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "delivery_price_bands" ADD CONSTRAINT "delivery_price_bands_status_check" CHECK ("delivery_price_bands"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "free_delivery_bands" ADD CONSTRAINT "free_delivery_bands_status_check" CHECK ("free_delivery_bands"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "new_arrival_groups" ADD CONSTRAINT "new_arrival_groups_status_check" CHECK ("new_arrival_groups"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_status_check" CHECK ("pincodes"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_status_check" CHECK ("sliders"."status" in ('Active', 'Inactive'));
