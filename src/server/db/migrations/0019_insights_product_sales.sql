-- product_sales_days follows the orders: a line counts on its order's shop day (Nairobi) while the
-- order is paid. The paid statuses are core's PAID_STATUSES (src/core/order-status.ts); a change
-- there needs a new migration that replaces this function. Only a change of status or lines, or a
-- deleted order, touches the table, so placing an unpaid order costs nothing here.
CREATE FUNCTION product_sales_days_follow_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_statuses constant text[] := array['confirmed', 'processing', 'shipped', 'delivered'];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = ANY (paid_statuses) THEN
    UPDATE product_sales_days AS s
    SET units = s.units - l.units, sales_cents = s.sales_cents - l.sales_cents
    FROM (
      SELECT (line->>'productId')::int AS product_id, sum((line->>'quantity')::int) AS units,
        sum((line->>'quantity')::bigint * (line->>'unitPriceCents')::bigint) AS sales_cents
      FROM jsonb_array_elements(OLD.items) AS line
      GROUP BY 1
    ) AS l
    WHERE s.day = (OLD.created_at AT TIME ZONE 'Africa/Nairobi')::date AND s.product_id = l.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = ANY (paid_statuses) THEN
    INSERT INTO product_sales_days AS s (day, product_id, name, units, sales_cents)
    SELECT (NEW.created_at AT TIME ZONE 'Africa/Nairobi')::date, (line->>'productId')::int,
      max(line->>'name'), sum((line->>'quantity')::int),
      sum((line->>'quantity')::bigint * (line->>'unitPriceCents')::bigint)
    FROM jsonb_array_elements(NEW.items) AS line
    GROUP BY 2
    ON CONFLICT (day, product_id) DO UPDATE
    SET name = excluded.name, units = s.units + excluded.units, sales_cents = s.sales_cents + excluded.sales_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_product_sales_days AFTER INSERT OR DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION product_sales_days_follow_order();
--> statement-breakpoint
CREATE TRIGGER orders_product_sales_days_change AFTER UPDATE OF status, items, created_at ON orders
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.items IS DISTINCT FROM NEW.items OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION product_sales_days_follow_order();
--> statement-breakpoint
INSERT INTO product_sales_days (day, product_id, name, units, sales_cents)
SELECT (o.created_at AT TIME ZONE 'Africa/Nairobi')::date, (line->>'productId')::int, max(line->>'name'),
  sum((line->>'quantity')::int), sum((line->>'quantity')::bigint * (line->>'unitPriceCents')::bigint)
FROM orders AS o, jsonb_array_elements(o.items) AS line
WHERE o.status IN ('confirmed', 'processing', 'shipped', 'delivered')
GROUP BY 1, 2;
