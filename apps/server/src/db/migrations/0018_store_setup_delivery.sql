CREATE TABLE "page_metas" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"route" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_delivery_bands" ADD COLUMN "status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "centers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "page_metas" ADD CONSTRAINT "page_metas_main_id_stores_main_id_fk" FOREIGN KEY ("main_id") REFERENCES "stores"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_metas_store_route_key" ON "page_metas" USING btree ("main_id","route");