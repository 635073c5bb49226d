// The shop's content pages (FAQ, shipping, returns, about, testimonials, hero, announcement),
// stored as versioned documents with their history and read by the storefront.
export { createContentService } from './content-pages';
export type { ContentActor, ContentService, PublishedContent } from './content-pages';
