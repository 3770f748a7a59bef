ALTER TABLE "outbox_mails" ADD COLUMN "kind" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_kind_check" CHECK ("outbox_mails"."kind" in ('mail', 'push'));--> statement-breakpoint
-- Mails written before the outbox existed were already in the dev mailbox: nothing is left to deliver.
UPDATE "outbox_mails" SET "delivered_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."delivered_at" is null and "outbox_mails"."dead_at" is null;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"singleton" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("singleton") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","finished_at");
