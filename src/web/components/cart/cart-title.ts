/** SPEC §2: 'Shopping Cart (1 item)', 'Shopping Cart (3 items)'. */
export function cartTitle(count: number): string {
  return `Shopping Cart (${count} ${count === 1 ? 'item' : 'items'})`;
}

/** Stored lines hold the 800 px picture; a small row shows the 400 px one of the same set. */
export function thumbnailOf(image: string): string {
  return image.replace(/-800\.webp$/, '-400.webp');
}
