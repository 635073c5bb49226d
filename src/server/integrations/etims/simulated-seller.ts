// The seller a fresh clone invoices as in simulated mode, until the owner enters the shop's own
// KRA PIN and device in the console: a PIN of the right shape that belongs to nobody.
export const SIMULATED_SELLER = { kraPin: 'P000000000S', deviceSerial: 'SIM-DEVICE-01' } as const;
