// Tells the shop a cart or a checkout began, for the console's funnel: a bare POST that carries
// nothing about the shopper. Losing one (offline, rate-limited) only makes the funnel a little
// low, so a failure is ignored.
import type { BrowserFunnelStep } from '../../core/insights';
import { apiRequest } from './api-client';

export function countFunnelStep(step: BrowserFunnelStep): void {
  apiRequest('POST', `/api/funnel/${step}`).catch(() => {});
}
