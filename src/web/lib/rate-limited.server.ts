// A page action whose work counts against a per-address limit shared with the API: over the
// limit, the action answers in the page with the limit's message, 429 and Retry-After.
import { isRateLimited } from '../../server/services/errors';

export interface Limited {
  message: string;
  init: { status: 429; headers: { 'Retry-After': string } };
}

/** Runs `work`: null once done, or what to answer when the client is over a limit. */
export async function unlessLimited(work: () => Promise<unknown>): Promise<Limited | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (!isRateLimited(error)) throw error;
    return {
      message: error.message,
      init: { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    };
  }
}
