// The wholesale cart's rules (SPEC §4, §5), pure so they are unit-tested: adding an existing product
// raises its quantity, and a quantity of 0 or less removes the line.
import { multiplyCents, sumCents } from '../../../core/money';

export interface WholesaleProduct {
  id: number;
  name: string;
  image: string;
  size: string;
  /** Retail price in KES cents. */
  priceCents: number;
  /** Retail less the wholesale discount of the settings, from the server. */
  wholesalePriceCents: number;
  inStock: boolean;
}

export interface WholesaleLine extends WholesaleProduct {
  quantity: number;
}

export function addWholesaleLine(
  lines: readonly WholesaleLine[],
  product: WholesaleProduct,
  quantity: number,
): WholesaleLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return [...lines];
  if (!lines.some((line) => line.id === product.id)) return [...lines, { ...product, quantity: qty }];
  return lines.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + qty } : line));
}

export function setWholesaleQuantity(
  lines: readonly WholesaleLine[],
  id: number,
  quantity: number,
): WholesaleLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return lines.filter((line) => line.id !== id);
  return lines.map((line) => (line.id === id ? { ...line, quantity: qty } : line));
}

export function wholesaleItemCount(lines: readonly WholesaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function wholesaleTotalCents(lines: readonly WholesaleLine[]): number {
  return sumCents(lines.map((line) => multiplyCents(line.wholesalePriceCents, line.quantity)));
}

/** Stored lines take today's prices; products no longer on sale leave the cart. */
export function refreshWholesaleLines(
  lines: readonly WholesaleLine[],
  products: readonly WholesaleProduct[],
): WholesaleLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.id);
    return product ? [{ ...product, quantity: line.quantity }] : [];
  });
}

function isStoredLine(value: unknown): value is WholesaleLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(line.id) &&
    typeof line.name === 'string' &&
    Number.isSafeInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    Number.isSafeInteger(line.wholesalePriceCents)
  );
}

/** Whatever localStorage holds; anything unreadable is an empty cart. */
export function parseWholesaleLines(text: string | null): WholesaleLine[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isStoredLine) : [];
  } catch {
    return [];
  }
}
