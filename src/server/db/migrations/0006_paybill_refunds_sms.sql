CREATE TABLE "mpesa_c2b_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" text NOT NULL,
	"trans_time" text NOT NULL,
	"transaction_type" text NOT NULL,
	"shortcode" text NOT NULL,
	"bill_ref_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"msisdn" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"excess_cents" integer DEFAULT 0 NOT NULL,
	"assigned_by_user_id" integer,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_c2b_payments_status_known" CHECK ("mpesa_c2b_payments"."status" in ('matched', 'unmatched')),
	CONSTRAINT "mpesa_c2b_payments_amount_positive" CHECK ("mpesa_c2b_payments"."amount_cents" > 0),
	CONSTRAINT "mpesa_c2b_payments_excess_in_amount" CHECK ("mpesa_c2b_payments"."excess_cents" >= 0 and "mpesa_c2b_payments"."excess_cents" <= "mpesa_c2b_payments"."amount_cents"),
	CONSTRAINT "mpesa_c2b_payments_matched_has_order" CHECK ("mpesa_c2b_payments"."status" = 'unmatched' or "mpesa_c2b_payments"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"mpesa_payment_id" integer,
	"c2b_payment_id" integer,
	"transaction_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"originator_conversation_id" text,
	"conversation_id" text,
	"result_code" text,
	"result_desc" text,
	"reversal_transaction_id" text,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state_known" CHECK ("refunds"."state" in ('pending', 'succeeded', 'failed', 'timed_out')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_one_payment" CHECK (("refunds"."mpesa_payment_id" is null) <> ("refunds"."c2b_payment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"order_id" integer,
	"recipient" text NOT NULL,
	"to" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"delivery_status" text,
	"failure_reason" text,
	"cost" text,
	"sent_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_state_known" CHECK ("sms_messages"."state" in ('queued', 'sent', 'failed')),
	CONSTRAINT "sms_messages_recipient_known" CHECK ("sms_messages"."recipient" in ('customer', 'shop'))
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "status_query_id" text;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "status_queried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mpesa_c2b_payments" ADD CONSTRAINT "mpesa_c2b_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_c2b_payments" ADD CONSTRAINT "mpesa_c2b_payments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_mpesa_payment_id_mpesa_payments_id_fk" FOREIGN KEY ("mpesa_payment_id") REFERENCES "public"."mpesa_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_c2b_payment_id_mpesa_c2b_payments_id_fk" FOREIGN KEY ("c2b_payment_id") REFERENCES "public"."mpesa_c2b_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_c2b_payments_trans_id_key" ON "mpesa_c2b_payments" USING btree ("trans_id");--> statement-breakpoint
CREATE INDEX "mpesa_c2b_payments_order_id_idx" ON "mpesa_c2b_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mpesa_c2b_payments_status_created_idx" ON "mpesa_c2b_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_originator_conversation_id_key" ON "refunds" USING btree ("originator_conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_conversation_id_key" ON "refunds" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_mpesa_payment_id_idx" ON "refunds" USING btree ("mpesa_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_c2b_payment_id_idx" ON "refunds" USING btree ("c2b_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_key_key" ON "sms_messages" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_message_id_key" ON "sms_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_order_id_idx" ON "sms_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_payments_status_query_id_key" ON "mpesa_payments" USING btree ("status_query_id");--> statement-breakpoint
CREATE INDEX "mpesa_payments_status_created_idx" ON "mpesa_payments" USING btree ("status","created_at");