// How the shop encodes its pictures, shared by the image generator (scripts/images/render.ts) and
// the console's uploads (src/server/services/catalogue/product-images.ts), so both make the same files.

// smartSubsample would triple the encode time for a difference invisible on these soft gradients.
export const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;

// AVIF encodes many times slower than WebP, and CI makes every picture afresh on each run. On the
// shop's drawings effort 2 is seven times faster than sharp's default 4 for files within 2% of its
// size; quality 60 keeps the fine ridges on the lids that 50 smooths away, and still comes out
// 30-40% smaller than the WebP.
export const AVIF_OPTIONS = { quality: 60, effort: 2 } as const;
