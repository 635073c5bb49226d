-- The seed sold one raw butter in two unrelated products: 'Raw Unrefined Shea Butter (Grade A)' at
-- 250 g and 'Raw Nilotica Shea Butter (1 kg)'. A shop still holding both (by their seed slugs) gets
-- them as one product in two sizes: the 1 kg size moves under the Grade A product, with the reviews,
-- wishlist entries, order lines, units back in stock and pending restocks that named it, and the
-- emptied product is hidden. Order lines keep the name they were sold under. A shop that changed
-- either slug, or never had them, is left as it is.
DO $$
DECLARE
  target integer;
  merged integer;
BEGIN
  SELECT id INTO target FROM products WHERE slug = 'raw-unrefined-shea-butter-grade-a';
  SELECT id INTO merged FROM products WHERE slug = 'raw-nilotica-shea-butter-1kg';
  IF target IS NULL OR merged IS NULL THEN
    RETURN;
  END IF;

  UPDATE product_variants
  SET product_id = target,
      position = position + (SELECT coalesce(max(position), -1) + 1 FROM product_variants WHERE product_id = target),
      updated_at = now()
  WHERE product_id = merged;

  UPDATE reviews SET product_id = target WHERE product_id = merged;

  INSERT INTO wishlist_items (session_id, product_id, created_at)
  SELECT session_id, target, created_at FROM wishlist_items WHERE product_id = merged
  ON CONFLICT DO NOTHING;
  DELETE FROM wishlist_items WHERE product_id = merged;

  UPDATE orders o SET items = (
    SELECT jsonb_agg(
      CASE WHEN (line.value->>'productId')::int = merged
        THEN jsonb_set(line.value, '{productId}', to_jsonb(target)) ELSE line.value END
      ORDER BY line.position)
    FROM jsonb_array_elements(o.items) WITH ORDINALITY AS line(value, position)
  )
  WHERE o.items @> jsonb_build_array(jsonb_build_object('productId', merged));

  UPDATE stock_returns SET product_id = target WHERE product_id = merged;

  UPDATE refunds r SET restock_items = (
    SELECT jsonb_agg(
      CASE WHEN (item.value->>'productId')::int = merged
        THEN jsonb_set(item.value, '{productId}', to_jsonb(target)) ELSE item.value END
      ORDER BY item.position)
    FROM jsonb_array_elements(r.restock_items) WITH ORDINALITY AS item(value, position)
  )
  WHERE r.restock_items @> jsonb_build_array(jsonb_build_object('productId', merged));

  UPDATE products SET is_active = false, updated_at = now() WHERE id = merged;
END
$$;
