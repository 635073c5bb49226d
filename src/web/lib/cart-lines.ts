// The cart's rules (SPEC §4), pure so they are unit-tested and shared by the context and storage.

export interface CartLine {
  id: number;
  name: string;
  /** Unit price in KES cents, refreshed from the server after load. */
  priceCents: number;
  image: string;
  quantity: number;
  inStock: boolean;
}

export type CartProduct = Omit<CartLine, 'quantity'>;

/** The same product adds to its line; a new product is appended. */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return [...lines];
  const existing = lines.find((line) => line.id === product.id);
  if (!existing) return [...lines, { ...product, quantity: qty }];
  return lines.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + qty } : line));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** A quantity of 0 or below removes the line. */
export function setLineQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  const qty = Math.floor(quantity);
  if (!Number.isFinite(qty) || qty <= 0) return removeLine(lines, id);
  return lines.map((line) => (line.id === id ? { ...line, quantity: qty } : line));
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface FreshProduct {
  id: number;
  name: string;
  priceCents: number;
  image: string;
  inStock: boolean;
}

/**
 * Lines with today's name, price, image and stock. A product no longer on sale leaves the cart:
 * it could not be ordered anyway.
 */
export function refreshLines(lines: readonly CartLine[], fresh: readonly FreshProduct[]): CartLine[] {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.id);
    return product ? [{ ...line, ...product, quantity: line.quantity }] : [];
  });
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
    const { id, name, priceCents, image, quantity, inStock } = item as Record<string, unknown>;
    if (!isPositiveInt(id) || !isPositiveInt(quantity) || typeof name !== 'string') continue;
    if (typeof priceCents !== 'number' || !Number.isSafeInteger(priceCents) || priceCents < 0) continue;
    if (lines.some((line) => line.id === id)) continue;
    const stock = inStock !== false;
    lines.push({
      id,
      name,
      priceCents,
      image: typeof image === 'string' ? image : '',
      quantity,
      inStock: stock,
    });
  }
  return lines;
}
