/** A wholesale order as the dashboard shows it. */
export interface ResellerOrder {
  orderNumber: string;
  createdAt: string;
  status: string;
  notes: string | null;
  totalCents: number;
  items: { name: string; quantity: number }[];
  /** Where the order's tax invoice and its PDF are, once the shop confirmed it. */
  invoice: { pageUrl: string; pdfUrl: string } | null;
}

export function isPending(order: ResellerOrder): boolean {
  return order.status === 'pending';
}
