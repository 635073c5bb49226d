CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'retail' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_id_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_token_hash_key" ON "sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_links_user_id_idx" ON "sign_in_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "products_active_stock_idx" ON "products" USING btree ("is_active","stock_quantity");--> statement-breakpoint
CREATE INDEX "reviews_status_created_at_idx" ON "reviews" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_status_known" CHECK ("mpesa_payments"."status" in ('pending', 'confirming', 'success', 'failed', 'amount_mismatch', 'rejected', 'needs_refund'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_known" CHECK ("order_events"."to_status" in ('awaiting_payment', 'pending_payment', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('retail', 'wholesale'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_of_kind" CHECK (("orders"."kind" = 'retail' and "orders"."status" in ('awaiting_payment', 'pending_payment', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')) or ("orders"."kind" = 'wholesale' and "orders"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_of_kind" CHECK (("orders"."kind" = 'retail' and "orders"."payment_method" in ('mpesa', 'pay_later')) or ("orders"."kind" = 'wholesale' and "orders"."payment_method" = 'invoice'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_wholesale_has_reseller" CHECK ("orders"."kind" = 'retail' or "orders"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('reseller', 'admin', 'rejected'));