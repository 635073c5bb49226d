// The address a tax invoice's QR code carries: KRA's receipt check, which finds the receipt by the
// seller's PIN, branch and the control unit's signature. In simulated mode it is the simulator's
// own receipt page, so the code can be tried on a fresh clone.
const KRA_RECEIPT_CHECK = {
  sandbox: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData',
  production: 'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData',
} as const;

export type VerificationMode = 'off' | 'simulated' | 'sandbox' | 'production';

export function verificationLink(
  mode: VerificationMode,
  publicUrl: string,
  receipt: { tin: string; branchId: string; signature: string },
): string {
  const data = encodeURIComponent(`${receipt.tin}${receipt.branchId}${receipt.signature}`);
  const base =
    mode === 'sandbox' || mode === 'production'
      ? KRA_RECEIPT_CHECK[mode]
      : `${publicUrl}/__sim/etims/receipt`;
  return `${base}?Data=${data}`;
}
