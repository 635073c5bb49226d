// The shipping page's facts (SPEC §9). Fees and delivery times are the owner's settings (core/delivery.ts).

export const KENYA_SERVICES = [
  { area: 'Nairobi', standard: 'KSH 300', express: 'KSH 600' },
  { area: 'Major cities', standard: 'KSH 500', express: 'KSH 900' },
  { area: 'Rural areas', standard: 'KSH 800', express: 'KSH 1,200' },
];

export const INTERNATIONAL_RATES = [
  { region: 'East Africa', usd: '$15–25' },
  { region: 'West Africa', usd: '$25–35' },
  { region: 'Southern Africa', usd: '$20–30' },
  { region: 'North America', usd: '$35–50' },
  { region: 'Europe', usd: '$40–55' },
  { region: 'Rest of the world', usd: '$45–60' },
];

export const SHIPPING_METHODS = [
  { title: 'Own riders in Nairobi', text: 'Our riders deliver Monday to Saturday, 8AM–6PM.' },
  { title: 'Courier partners in Kenya', text: 'Trusted couriers reach major towns and rural areas.' },
  { title: 'International couriers', text: 'Tracked, insured parcels to Africa and the rest of the world.' },
];
