/** What the tracking page shows of an order: nothing more than the shopper typed in plus the parcel. */
export interface TrackedOrder {
  orderNumber: string;
  status: string;
  createdAt: string;
  customerName: string;
  deliveryArea: string;
  totalCents: number;
  /** The discount code the order was placed with and what it took off; the total is net of it. */
  discount: { code: string; cents: number } | null;
  /** What was ordered, each line with its size as sold. */
  items: { name: string; size: string | null; quantity: number }[];
  paymentMethod: string | null;
  history: { status: string; at: string }[];
  /** What came in by Paybill and what is still to pay; null when nothing came in that way. */
  paybill?: { paidCents: number; dueCents: number } | null;
  /** The order's KRA tax invoice once it has one (confirmed or later): its page, and whether KRA
   * has signed it yet. */
  taxInvoice?: { url: string; issued: boolean } | null;
}

export type TrackOutcome =
  | { kind: 'none' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'limited'; message: string }
  | { kind: 'found'; order: TrackedOrder };
