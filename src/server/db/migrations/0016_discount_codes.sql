CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"applies_to" text DEFAULT 'both' NOT NULL,
	"product_ids" jsonb,
	"categories" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_known" CHECK ("discount_codes"."kind" in ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "discount_codes_applies_to_known" CHECK ("discount_codes"."applies_to" in ('retail', 'wholesale', 'both')),
	CONSTRAINT "discount_codes_uses_in_range" CHECK ("discount_codes"."uses" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."uses" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_sum";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_key" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_email_idx" ON "discount_redemptions" USING btree ("discount_id","customer_email");--> statement-breakpoint
CREATE INDEX "discount_redemptions_phone_idx" ON "discount_redemptions" USING btree ("discount_id","customer_phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_in_range" CHECK ("orders"."discount_cents" >= 0 and "orders"."total_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."delivery_fee_cents" - "orders"."discount_cents");