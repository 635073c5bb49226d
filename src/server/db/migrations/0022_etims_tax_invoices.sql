CREATE TABLE "etims_devices" (
	"tin" text NOT NULL,
	"branch_id" text NOT NULL,
	"device_serial" text NOT NULL,
	"cmc_key" text NOT NULL,
	"taxpayer_name" text NOT NULL,
	"branch_name" text DEFAULT '' NOT NULL,
	"sdc_id" text NOT NULL,
	"mrc_no" text DEFAULT '' NOT NULL,
	"initialised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_devices_tin_branch_id_device_serial_pk" PRIMARY KEY("tin","branch_id","device_serial")
);
--> statement-breakpoint
CREATE TABLE "etims_items" (
	"tin" text NOT NULL,
	"branch_id" text NOT NULL,
	"item_code" text NOT NULL,
	"fingerprint" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_items_tin_branch_id_item_code_pk" PRIMARY KEY("tin","branch_id","item_code")
);
--> statement-breakpoint
CREATE TABLE "etims_sim_records" (
	"kind" text NOT NULL,
	"tin" text NOT NULL,
	"branch_id" text NOT NULL,
	"key" text NOT NULL,
	"sequence" integer,
	"request" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_sim_records_kind_tin_branch_id_key_pk" PRIMARY KEY("kind","tin","branch_id","key")
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_counters" (
	"branch_id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"sending_until" timestamp with time zone,
	"sending_by" text
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"kind" text NOT NULL,
	"branch_id" text NOT NULL,
	"invoice_number" integer NOT NULL,
	"original_invoice_number" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"document" jsonb NOT NULL,
	"seller_pin" text,
	"seller_name" text,
	"cu_serial_number" text,
	"cu_invoice_number" text,
	"receipt_signature" text,
	"internal_data" text,
	"cu_date_time" text,
	"issued_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_kind_known" CHECK ("tax_invoices"."kind" in ('sale', 'credit_note')),
	CONSTRAINT "tax_invoices_state_known" CHECK ("tax_invoices"."state" in ('pending', 'issued', 'failed')),
	CONSTRAINT "tax_invoices_number_positive" CHECK ("tax_invoices"."invoice_number" > 0),
	CONSTRAINT "tax_invoices_credit_note_refund" CHECK (("tax_invoices"."kind" = 'credit_note') = ("tax_invoices"."refund_id" is not null and "tax_invoices"."original_invoice_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_type" text DEFAULT 'B' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kra_pin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "etims_sim_records_sequence_idx" ON "etims_sim_records" USING btree ("kind","tin","branch_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_branch_number_key" ON "tax_invoices" USING btree ("branch_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_sale_key" ON "tax_invoices" USING btree ("order_id") WHERE "tax_invoices"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_refund_key" ON "tax_invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "tax_invoices_order_idx" ON "tax_invoices" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "tax_invoices_state_idx" ON "tax_invoices" USING btree ("state","branch_id","invoice_number");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_type_known" CHECK ("products"."tax_type" in ('A', 'B', 'C', 'D', 'E'));