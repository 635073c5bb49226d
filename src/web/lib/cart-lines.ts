// The cart's rules (SPEC §4), pure so they are unit-tested and shared by the context and storage.
// A line is one product in one size: the same product in two sizes is two lines.

export interface CartLine {
  id: number;
  /** The size; null only on lines stored before sizes, until the server names their size. */
  variantId: number | null;
  /** The size's label, e.g. "250 g"; empty until known. */
  size: string;
  name: string;
  /** Unit price in KES cents, refreshed from the server after load. */
  priceCents: number;
  image: string;
  quantity: number;
  inStock: boolean;
}

export type CartProduct = Omit<CartLine, 'quantity'>;

/** What tells two lines apart: the product and its size. */
export interface LineKey {
  id: number;
  variantId: number | null;
}

const sameLine = (a: LineKey, b: LineKey) => a.id === b.id && a.variantId === b.variantId;

/** A stable string for React keys and element ids. */
export function lineKeyText(line: LineKey): string {
  return `${line.id}-${line.variantId ?? 'any'}`;
}

/** The same product and size adds to its line; anything else is appended. */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return [...lines];
  const existing = lines.find((line) => sameLine(line, product));
  if (!existing) return [...lines, { ...product, quantity: qty }];
  return lines.map((line) => (sameLine(line, product) ? { ...line, quantity: line.quantity + qty } : line));
}

export function removeLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.filter((line) => !sameLine(line, key));
}

/** A quantity of 0 or below removes the line. */
export function setLineQuantity(lines: readonly CartLine[], key: LineKey, quantity: number): CartLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return removeLine(lines, key);
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity: qty } : line));
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface FreshSize {
  id: number;
  label: string;
  priceCents: number;
  inStock: boolean;
  image: string | null;
}

export interface FreshProduct {
  id: number;
  name: string;
  image: string;
  /** The sizes on sale, in their order. */
  variants: FreshSize[];
}

/**
 * Lines with today's name, size, price, picture and stock. A product or size no longer on sale
 * leaves the cart: it could not be ordered anyway. A line stored before sizes takes the size its
 * product page opens on (the first in stock), and joins a line of that size already there.
 */
export function refreshLines(lines: readonly CartLine[], fresh: readonly FreshProduct[]): CartLine[] {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const refreshed: CartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) continue;
    const size =
      line.variantId === null
        ? (product.variants.find((v) => v.inStock) ?? product.variants[0])
        : product.variants.find((v) => v.id === line.variantId);
    if (!size) continue;
    const next: CartProduct = {
      id: product.id,
      variantId: size.id,
      size: size.label,
      name: product.name,
      priceCents: size.priceCents,
      image: size.image ?? product.image,
      inStock: size.inStock,
    };
    const seen = refreshed.find((l) => sameLine(l, next));
    if (seen) seen.quantity += line.quantity;
    else refreshed.push({ ...next, quantity: line.quantity });
  }
  return refreshed;
}

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Reads what localStorage held; anything malformed is dropped rather than trusted. */
export function parseStoredLines(text: string | null): CartLine[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, variantId, size, name, priceCents, image, quantity, inStock } = item as Record<
      string,
      unknown
    >;
    if (!isPositiveInt(id) || !isPositiveInt(quantity) || typeof name !== 'string') continue;
    if (typeof priceCents !== 'number' || !Number.isSafeInteger(priceCents) || priceCents < 0) continue;
    // Lines stored before sizes have none; anything else that is not a size id is not trusted.
    if (variantId !== undefined && variantId !== null && !isPositiveInt(variantId)) continue;
    const key = { id, variantId: variantId ?? null };
    if (lines.some((line) => sameLine(line, key))) continue;
    lines.push({
      ...key,
      size: typeof size === 'string' ? size : '',
      name,
      priceCents,
      image: typeof image === 'string' ? image : '',
      quantity,
      inStock: inStock !== false,
    });
  }
  return lines;
}
