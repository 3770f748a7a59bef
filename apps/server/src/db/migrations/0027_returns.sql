CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"order_ref" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_note" text,
	"reject_reason" text,
	"refund_ref" integer,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"staff_id" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_state_check" CHECK ("return_requests"."state" in ('requested', 'approved', 'rejected', 'received', 'restocked', 'written_off', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "return_window_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "non_returnable_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_ref_refunds_id_fk" FOREIGN KEY ("refund_ref") REFERENCES "refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_ref","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_store_idx" ON "return_requests" USING btree ("main_id","state","created_at");--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('received', 'damaged', 'correction', 'import', 'cancelled', 'returned', 'written_off'));