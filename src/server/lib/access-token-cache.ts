// An OAuth access token held per process (Daraja's, KRA's gateway's): fetched once, shared by the
// calls that need it meanwhile, and renewed shortly before it expires, so it never dies between
// the check and the call that uses it.
const MAX_MARGIN_MS = 60_000;

export interface FetchedToken {
  token: string;
  /** The token's life as the issuer gave it (`expires_in`, in milliseconds). */
  lifeMs: number;
}

export function accessTokenCache(
  fetchToken: () => Promise<FetchedToken>,
  now: () => Date = () => new Date(),
) {
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchAndKeep(): Promise<string> {
    const { token, lifeMs } = await fetchToken();
    // A minute early, or a tenth of a short life.
    cached = { token, renewAt: now().getTime() + lifeMs - Math.min(MAX_MARGIN_MS, lifeMs / 10) };
    return token;
  }

  return {
    /** The kept token, or a new one; callers at the same moment share one fetch. */
    async get(): Promise<string> {
      if (cached && now().getTime() < cached.renewAt) return cached.token;
      inFlight ??= fetchAndKeep().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** The issuer refused the kept token: the next `get` fetches another. */
    forget(): void {
      cached = null;
    },
  };
}
