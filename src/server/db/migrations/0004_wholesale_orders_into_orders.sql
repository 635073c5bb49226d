-- Wholesale orders join the one orders table: the reseller's contact details become the customer,
-- delivery is arranged with the reseller (no address, no fee), and they are invoiced.
INSERT INTO "orders" ("order_number", "kind", "status", "user_id", "customer_name", "customer_email", "customer_phone", "delivery_address", "delivery_area", "subtotal_cents", "delivery_fee_cents", "total_cents", "payment_method", "notes", "items", "created_at", "updated_at")
SELECT w."order_number", 'wholesale', w."status", w."user_id", trim(u."first_name" || ' ' || u."last_name"), u."email", u."phone", '', '', w."total_cents", 0, w."total_cents", 'invoice', w."notes", w."items", w."created_at", w."updated_at"
FROM "wholesale_orders" w JOIN "users" u ON u."id" = w."user_id";--> statement-breakpoint
-- Their history moves to order_events: the placing, then each move the audit log recorded.
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "actor", "created_at")
SELECT o."id", NULL, 'pending', 'reseller', o."created_at" FROM "orders" o WHERE o."kind" = 'wholesale';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "actor", "created_at")
SELECT o."id", a."details"->>'from', a."details"->>'to', 'admin', a."created_at"
FROM "audit_events" a JOIN "orders" o ON o."order_number" = a."entity_id" AND o."kind" = 'wholesale'
WHERE a."action" = 'wholesale_order.status_changed';--> statement-breakpoint
UPDATE "audit_events" SET "action" = 'order.status_changed', "entity_type" = 'order'
WHERE "action" = 'wholesale_order.status_changed';--> statement-breakpoint
DROP TABLE "wholesale_orders" CASCADE;
