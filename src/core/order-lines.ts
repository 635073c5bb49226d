// A line of an order as it was sold, kept on the order (its JSON column) so that later price,
// name or size changes never rewrite what the customer bought.

export interface OrderLineSnapshot {
  productId: number;
  /** The size sold; absent only on lines of a product removed before sizes were kept. */
  variantId?: number;
  /** The size's label and SKU as sold, e.g. "250 g". */
  size?: string;
  sku?: string;
  name: string;
  image: string;
  /** What the customer pays per unit: the retail price, or the wholesale price for a reseller. */
  unitPriceCents: number;
  quantity: number;
  /** Wholesale lines only: the retail price beside the reseller's, as SPEC §3's order shows it. */
  retailPriceCents?: number;
}

/** A line as a new order sells it: always of one size. */
export type SoldLine = OrderLineSnapshot & Required<Pick<OrderLineSnapshot, 'variantId' | 'size' | 'sku'>>;
