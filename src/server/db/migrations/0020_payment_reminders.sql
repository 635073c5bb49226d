CREATE TABLE "payment_reminders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"result_code" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reminders_sent_at_idx" ON "payment_reminders" USING btree ("sent_at");