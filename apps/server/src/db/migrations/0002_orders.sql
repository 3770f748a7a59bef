CREATE TABLE "admissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"father_name" text NOT NULL,
	"mother_name" text NOT NULL,
	"dob" text DEFAULT '' NOT NULL,
	"aadhar_encrypted" text NOT NULL,
	"aadhar_last4" text NOT NULL,
	"gender" text NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"center" text NOT NULL,
	"rules_agreed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_aadhar_last4_check" CHECK ("admissions"."aadhar_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_ref" integer,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"main_id" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_pkey" PRIMARY KEY("main_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"order_ref" integer NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"order_ref" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"hsn_code" text,
	"delivery_days" integer DEFAULT 0 NOT NULL,
	"variation_attributes" jsonb,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"user_id" integer NOT NULL,
	"admission_id" integer,
	"order_id" text NOT NULL,
	"receipt_id" text NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"order_status" text DEFAULT 'Pending' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"amountbeforediscount" numeric(12, 2) NOT NULL,
	"amountafterdiscount" numeric(12, 2) NOT NULL,
	"discountprice" numeric(12, 2) DEFAULT 0 NOT NULL,
	"couponapplied" boolean DEFAULT false NOT NULL,
	"coupon_code" text,
	"coupon_id" integer,
	"delivery_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"fee_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_amount_before_pay" numeric(12, 2) NOT NULL,
	"advance_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"remaining_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"mobile" text DEFAULT '' NOT NULL,
	"user_gst_no" text,
	"customer_note" text,
	"gateway" text,
	"gateway_order_id" text,
	"gateway_amount_paise" integer,
	"razorpay_payment_id" text,
	"stock_released" boolean DEFAULT false NOT NULL,
	"coupon_counted" boolean DEFAULT false NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"processing_date" timestamp with time zone,
	"shipped_date" timestamp with time zone,
	"out_deliverydate" timestamp with time zone,
	"delivery_date" timestamp with time zone,
	"invoice_number" text,
	"invoice_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('product', 'course')),
	CONSTRAINT "orders_payment_mode_check" CHECK ("orders"."payment_mode" in ('Pay now', 'Pay on delivery')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Pending', 'Success', 'Failed')),
	CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('Pending', 'Processing', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled')),
	CONSTRAINT "orders_course_admission_check" CHECK (("orders"."kind" = 'course') = ("orders"."admission_id" is not null)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount_before_pay" >= 0 and "orders"."advance_amount" >= 0 and "orders"."remaining_amount" >= 0 and "orders"."advance_amount" + "orders"."remaining_amount" = "orders"."total_amount_before_pay")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_store_user_key" ON "admissions" USING btree ("main_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("main_id","user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_ref","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_ref","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_id_key" ON "orders" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_id_key" ON "orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("main_id","invoice_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("main_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_admission_idx" ON "orders" USING btree ("admission_id");