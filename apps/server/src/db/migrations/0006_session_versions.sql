CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- Sign-ins made before sessions existed keep working: one session per live refresh-token family.
INSERT INTO "sessions" ("id", "main_id", "user_id", "expires_at", "created_at")
SELECT "family", min("main_id"), min("user_id"), max("expires_at"), min("created_at")
FROM "refresh_tokens" WHERE "revoked_at" IS NULL GROUP BY "family";--> statement-breakpoint
-- Fixed-window counters become sliding-window hit lists; counters are transient, so none are carried over.
DROP TABLE "rate_limits";--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");
