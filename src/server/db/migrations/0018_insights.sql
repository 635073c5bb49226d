CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_counts_day_step_pk" PRIMARY KEY("day","step"),
	CONSTRAINT "funnel_counts_step_known" CHECK ("funnel_counts"."step" in ('product_view', 'cart', 'checkout'))
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "product_sales_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE INDEX "orders_insights_idx" ON "orders" USING btree ("created_at","status","payment_method","kind","total_cents");--> statement-breakpoint
CREATE INDEX "orders_insights_discount_idx" ON "orders" USING btree ("created_at","discount_code","status","total_cents","discount_cents") WHERE "orders"."discount_code" is not null;