/** A wholesale order as the dashboard shows it. */
export interface ResellerOrder {
  orderNumber: string;
  createdAt: string;
  status: string;
  notes: string | null;
  totalCents: number;
  items: { name: string; quantity: number }[];
}

export function isPending(order: ResellerOrder): boolean {
  return order.status === 'pending';
}
