/** SPEC §2: 'Shopping Cart (1 item)', 'Shopping Cart (3 items)'. */
export function cartTitle(count: number): string {
  return `Shopping Cart (${count} ${count === 1 ? 'item' : 'items'})`;
}
