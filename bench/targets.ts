// The bars of DESIGN §7, in one place.
export const TARGETS = {
  /** The list API's requests per second, as a share of a bare node:http server's. */
  apiListRatio: 0.8,
  /** At 20 connections on two cores. */
  productPageP99Ms: 20,
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
  /** A repeat visit on a slow mobile line (bench/network-visits.ts): LCP and bytes sent. */
  repeatLcpMs: 1_000,
  repeatBytes: 5 * 1024,
  /** The home page's first view with data saver, bytes sent. */
  dataSaverHomeBytes: 150 * 1024,
} as const;
