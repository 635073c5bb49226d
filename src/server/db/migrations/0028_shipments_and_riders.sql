CREATE TABLE "riders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_items_quantity_positive" CHECK ("shipment_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'packed' NOT NULL,
	"rider_id" integer,
	"carrier" text,
	"tracking_ref" text,
	"link_digest" text,
	"link_expires_at" timestamp with time zone,
	"code_digest" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"not_delivered_reason" text,
	"out_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_method_known" CHECK ("shipments"."method" in ('rider', 'pickup_point', 'courier')),
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('packed', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'not_delivered', 'returned')),
	CONSTRAINT "shipments_rider_of_method" CHECK (("shipments"."method" = 'rider') = ("shipments"."rider_id" is not null)),
	CONSTRAINT "shipments_carrier_of_method" CHECK (("shipments"."method" = 'courier') = ("shipments"."carrier" is not null)),
	CONSTRAINT "shipments_code_attempts_in_range" CHECK ("shipments"."code_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_items_shipment_variant_key" ON "shipment_items" USING btree ("shipment_id","variant_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_link_digest_key" ON "shipments" USING btree ("link_digest");--> statement-breakpoint
CREATE INDEX "shipments_waiting_idx" ON "shipments" USING btree ("ready_at") WHERE "shipments"."status" = 'ready_for_pickup' and "shipments"."reminded_at" is null;