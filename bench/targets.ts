// The bars of DESIGN §7, in one place.
export const TARGETS = {
  /** The list API's requests per second, as a share of a bare node:http server's. */
  apiListRatio: 0.5,
  productPageP99Ms: 50,
  lighthouseScore: 95,
  lcpMs: 2_500,
  jsTotalBytes: 150 * 1024,
  jsOwnBytes: 40 * 1024,
  /** Resident memory in MB, idle and under load, by database. */
  memoryMb: {
    pglite: { idle: 250, load: 350 },
    postgres: { idle: 120, load: 200 },
  },
  /**
   * Page cost grows with what a page shows, not with the catalogue: the catalogue page of a large
   * shop may be at most this many times the size of the 20-product one.
   */
  catalogueHtmlGrowth: 2,
} as const;
