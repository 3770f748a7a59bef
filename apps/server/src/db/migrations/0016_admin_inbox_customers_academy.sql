ALTER TABLE "class_levels" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "inbox_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "inbox_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "inbox_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_inbox_status_check" CHECK ("enquiries"."inbox_status" in ('new', 'contacted', 'closed'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inbox_status_check" CHECK ("leads"."inbox_status" in ('new', 'contacted', 'closed'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inbox_status_check" CHECK ("quotes"."inbox_status" in ('new', 'contacted', 'closed'));