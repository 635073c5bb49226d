DROP INDEX "stock_returns_cancellation_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "surplus_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD COLUMN "held_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_surplus_held_until_idx" ON "orders" USING btree ("surplus_held_until") WHERE "orders"."surplus_held_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_returns_held_back_key" ON "stock_returns" USING btree ("order_id","variant_id") WHERE "stock_returns"."held_back";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_returns_cancellation_key" ON "stock_returns" USING btree ("order_id","variant_id") WHERE "stock_returns"."refund_id" is null and not "stock_returns"."held_back";--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_held_back_not_refund" CHECK (not ("stock_returns"."held_back" and "stock_returns"."refund_id" is not null));