CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"town" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"phone" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_points_fee_not_negative" CHECK ("pickup_points"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'rider' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" integer;--> statement-breakpoint
CREATE INDEX "pickup_points_area_town_idx" ON "pickup_points" USING btree ("area","town");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_known" CHECK ("orders"."delivery_method" in ('rider', 'pickup_point', 'courier'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_of_method" CHECK (("orders"."delivery_method" = 'pickup_point') = ("orders"."pickup_point_id" is not null));