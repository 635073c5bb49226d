// A pickup point as the API answers it: shoppers see where and when to collect, and at what fee
// (GET /api/pickup-points); the console sees the agent's phone and the switch too.

export interface PublicPickupPoint {
  id: number;
  name: string;
  town: string;
  area: string;
  address: string;
  hours: string;
  feeKes: number;
}

export interface AdminPickupPoint extends PublicPickupPoint {
  phone: string;
  active: boolean;
}
