// How a line of an order, a cart or a stock list is named wherever a person reads it (mails, texts,
// the console, error messages): the product with its size, e.g. "Raw Shea Butter (250 g)". Lines
// sold before sizes were kept have none, and keep their bare name.

export function lineTitle(line: { name: string; size?: string | null }): string {
  return line.size ? `${line.name} (${line.size})` : line.name;
}
