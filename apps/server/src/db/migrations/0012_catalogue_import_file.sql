ALTER TABLE "catalogue_imports" ALTER COLUMN "file_key" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "problem_count" integer DEFAULT 0 NOT NULL;