ALTER TABLE "new_arrival_groups" ADD COLUMN "status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "status" text DEFAULT 'Active' NOT NULL;