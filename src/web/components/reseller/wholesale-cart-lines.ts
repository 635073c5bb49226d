// The wholesale cart's rules (SPEC §4, §5), pure so they are unit-tested: a line is one size of a
// product; adding a size already there raises its quantity, and a quantity of 0 or less removes it.
import { multiplyCents, sumCents } from '../../../core/money';

/** One size of a product as resellers buy it. */
export interface WholesaleProduct {
  id: number;
  variantId: number;
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
  const same = (line: WholesaleLine) => line.variantId === product.variantId;
  if (!lines.some(same)) return [...lines, { ...product, quantity: qty }];
  return lines.map((line) => (same(line) ? { ...line, quantity: line.quantity + qty } : line));
}

export function setWholesaleQuantity(
  lines: readonly WholesaleLine[],
  variantId: number,
  quantity: number,
): WholesaleLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return lines.filter((line) => line.variantId !== variantId);
  return lines.map((line) => (line.variantId === variantId ? { ...line, quantity: qty } : line));
}

export function wholesaleItemCount(lines: readonly WholesaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function wholesaleTotalCents(lines: readonly WholesaleLine[]): number {
  return sumCents(lines.map((line) => multiplyCents(line.wholesalePriceCents, line.quantity)));
}

/**
 * Stored lines take today's prices; sizes no longer on sale leave the cart. A line stored before
 * sizes takes its product's first size in stock, joining a line of that size.
 */
export function refreshWholesaleLines(
  lines: readonly WholesaleLine[],
  products: readonly WholesaleProduct[],
): WholesaleLine[] {
  const byVariant = new Map(products.map((product) => [product.variantId, product]));
  const refreshed: WholesaleLine[] = [];
  for (const line of lines) {
    const ofProduct = products.filter((product) => product.id === line.id);
    // Lines stored before sizes were kept have no size id.
    const stored: number | undefined = line.variantId;
    const size =
      stored === undefined
        ? (ofProduct.find((product) => product.inStock) ?? ofProduct[0])
        : byVariant.get(stored);
    if (!size) continue;
    const seen = refreshed.find((l) => l.variantId === size.variantId);
    if (seen) seen.quantity += line.quantity;
    else refreshed.push({ ...size, quantity: line.quantity });
  }
  return refreshed;
}

function isStoredLine(value: unknown): value is WholesaleLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(line.id) &&
    (line.variantId === undefined || Number.isSafeInteger(line.variantId)) &&
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
