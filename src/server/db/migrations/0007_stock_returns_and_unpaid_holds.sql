CREATE TABLE "stock_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_returns_quantity_positive" CHECK ("stock_returns"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address_digest" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "restock_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_returns_order_id_idx" ON "stock_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_returns_refund_product_key" ON "stock_returns" USING btree ("refund_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_returns_cancellation_key" ON "stock_returns" USING btree ("order_id","product_id") WHERE "stock_returns"."refund_id" is null;--> statement-breakpoint
-- Refunds asked with `restock` put back every unit of their order: that is what they asked for.
UPDATE "refunds" SET "restock_items" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object('productId', line.product_id, 'quantity', line.quantity) ORDER BY line.product_id), '[]'::jsonb)
	FROM (
		SELECT (item->>'productId')::int AS product_id, sum((item->>'quantity')::int)::int AS quantity
		FROM "orders", jsonb_array_elements("orders"."items") AS item
		WHERE "orders"."id" = "refunds"."order_id"
		GROUP BY 1
	) AS line
) WHERE "restock" AND "order_id" IS NOT NULL;--> statement-breakpoint
-- Units already back: the first refund with restock that succeeded while its order was not
-- cancelled put back the whole order (as the code before this migration did)...
INSERT INTO "stock_returns" ("order_id", "product_id", "quantity", "refund_id", "created_at")
SELECT first_restock."order_id", (item->>'productId')::int, sum((item->>'quantity')::int)::int, first_restock."id", first_restock."updated_at"
FROM (
	SELECT DISTINCT ON ("order_id") "id", "order_id", "updated_at"
	FROM "refunds"
	WHERE "restock" AND "state" = 'succeeded' AND "order_id" IS NOT NULL
	ORDER BY "order_id", "id"
) AS first_restock
JOIN "orders" ON "orders"."id" = first_restock."order_id"
CROSS JOIN LATERAL jsonb_array_elements("orders"."items") AS item
WHERE NOT EXISTS (
	SELECT 1 FROM "order_events"
	WHERE "order_events"."order_id" = first_restock."order_id"
		AND "order_events"."to_status" = 'cancelled'
		AND "order_events"."created_at" < first_restock."updated_at"
)
GROUP BY first_restock."order_id", (item->>'productId')::int, first_restock."id", first_restock."updated_at"
HAVING sum((item->>'quantity')::int) > 0;--> statement-breakpoint
-- ...and a cancelled order's cancellation put back the rest.
INSERT INTO "stock_returns" ("order_id", "product_id", "quantity", "refund_id", "created_at")
SELECT "orders"."id", line.product_id, line.quantity - coalesce(back.quantity, 0), NULL, "orders"."updated_at"
FROM "orders"
CROSS JOIN LATERAL (
	SELECT (item->>'productId')::int AS product_id, sum((item->>'quantity')::int)::int AS quantity
	FROM jsonb_array_elements("orders"."items") AS item
	GROUP BY 1
) AS line
LEFT JOIN (
	SELECT "order_id", "product_id", sum("quantity")::int AS quantity FROM "stock_returns" GROUP BY 1, 2
) AS back ON back."order_id" = "orders"."id" AND back."product_id" = line.product_id
WHERE "orders"."status" = 'cancelled' AND line.quantity - coalesce(back.quantity, 0) > 0;
