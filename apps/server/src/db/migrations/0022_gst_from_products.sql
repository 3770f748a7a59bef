ALTER TABLE "orders" ADD COLUMN "tax_mode" text DEFAULT 'inclusive' NOT NULL;--> statement-breakpoint
-- Every order placed before this migration was charged the fixed 'Gst Tax (10%)' line: it keeps its amounts, and its invoice stays as issued.
UPDATE "orders" SET "tax_mode" = 'legacy_fixed';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_supply_type" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_gst_rate" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "prices_exclude_gst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_mode_check" CHECK ("orders"."tax_mode" in ('inclusive', 'exclusive', 'legacy_fixed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_supply_type_check" CHECK ("orders"."gst_supply_type" in ('intra-state', 'inter-state'));