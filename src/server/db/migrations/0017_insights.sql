CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_counts_day_step_pk" PRIMARY KEY("day","step"),
	CONSTRAINT "funnel_counts_step_known" CHECK ("funnel_counts"."step" in ('product_view', 'cart', 'checkout'))
);
--> statement-breakpoint
CREATE INDEX "orders_insights_idx" ON "orders" USING btree ("created_at","status","payment_method","kind","total_cents");