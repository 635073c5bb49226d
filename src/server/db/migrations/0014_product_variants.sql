CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" text NOT NULL,
	"sku" text NOT NULL,
	"price_cents" integer NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text,
	"shopify_variant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" > 0),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_positive";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_not_negative";--> statement-breakpoint
DROP INDEX "products_active_stock_idx";--> statement-breakpoint
DROP INDEX "stock_returns_refund_product_key";--> statement-breakpoint
DROP INDEX "stock_returns_cancellation_key";--> statement-breakpoint
ALTER TABLE "stock_returns" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_position_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_active_stock_idx" ON "product_variants" USING btree ("is_active","stock_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_returns_refund_variant_key" ON "stock_returns" USING btree ("refund_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_returns_cancellation_key" ON "stock_returns" USING btree ("order_id","variant_id") WHERE "stock_returns"."refund_id" is null;--> statement-breakpoint
-- Every product becomes a product of one size: its size text as the label, its price and stock,
-- and its slug as the SKU (slugs are unique, so SKUs are too).
INSERT INTO "product_variants" ("product_id", "label", "sku", "price_cents", "stock_quantity", "position", "created_at", "updated_at")
SELECT "id", COALESCE(NULLIF(btrim("size"), ''), 'One size'), upper("slug"), "price_cents", "stock_quantity", 0, "created_at", "updated_at"
FROM "products";--> statement-breakpoint
-- Units already back in stock were units of that one size.
UPDATE "stock_returns" r SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = r."product_id";--> statement-breakpoint
-- Order lines keep the size they were sold in, as new lines do; a line of a product removed since keeps none.
UPDATE "orders" o SET "items" = (
  SELECT jsonb_agg(
    CASE WHEN v."id" IS NULL THEN line.value
      ELSE line.value || jsonb_build_object('variantId', v."id", 'size', v."label", 'sku', v."sku") END
    ORDER BY line.position)
  FROM jsonb_array_elements(o."items") WITH ORDINALITY AS line(value, position)
  LEFT JOIN "product_variants" v ON v."product_id" = (line.value->>'productId')::int
)
WHERE jsonb_array_length(o."items") > 0;--> statement-breakpoint
-- A refund waiting for M-Pesa puts back the size its units were sold in.
UPDATE "refunds" r SET "restock_items" = (
  SELECT jsonb_agg(
    CASE WHEN v."id" IS NULL THEN item.value ELSE item.value || jsonb_build_object('variantId', v."id") END
    ORDER BY item.position)
  FROM jsonb_array_elements(r."restock_items") WITH ORDINALITY AS item(value, position)
  LEFT JOIN "product_variants" v ON v."product_id" = (item.value->>'productId')::int
)
WHERE jsonb_array_length(r."restock_items") > 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_quantity";