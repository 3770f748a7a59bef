CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"order_ref" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery" numeric(12, 2) DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'initiated' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_refund_id" text,
	"manual_channel" text,
	"manual_reference" text,
	"failure_reason" text,
	"staff_id" integer,
	"actor" text NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('cancel', 'partial')),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('gateway', 'manual')),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('initiated', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0 and "refunds"."delivery" >= 0),
	CONSTRAINT "refunds_manual_check" CHECK (("refunds"."method" = 'manual') = ("refunds"."manual_channel" is not null and "refunds"."manual_reference" is not null)),
	CONSTRAINT "refunds_manual_channel_check" CHECK ("refunds"."manual_channel" in ('upi', 'bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "refund_staff_limit" numeric(12, 2) DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_key" ON "refunds" USING btree ("order_ref","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_key" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_ref","created_at");--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."state" = 'initiated' and "refunds"."method" = 'gateway';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('received', 'damaged', 'correction', 'import', 'cancelled'));