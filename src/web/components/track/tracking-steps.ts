import { isWaitingStatus, TRACKING_STEPS, trackingLabel } from '../../../core/order-status';
import { formatShopDateTime } from '../../../core/shop-time';
import type { TimelineStep } from './status-timeline';

/**
 * The four steps of SPEC §4 from the order's real history (DESIGN §5). A step counts as reached
 * when its own status or a later one is in the history: an order shipped straight from confirmed
 * has still been processed. Its date is the first time that status was reached, if it was. An
 * order still waiting for its payment or for the shop shows that on the first step, in the same
 * words as the status badge above the timeline.
 */
export function trackingSteps(order: {
  status: string;
  history: readonly { status: string; at: string }[];
}): TimelineStep[] {
  const reachedAt = new Map<string, string>();
  for (const entry of order.history) {
    if (!reachedAt.has(entry.status)) reachedAt.set(entry.status, entry.at);
  }
  const furthest = TRACKING_STEPS.reduce((last, status, index) => (reachedAt.has(status) ? index : last), -1);
  const waitingFor = isWaitingStatus(order.status) ? trackingLabel(order.status) : undefined;
  return TRACKING_STEPS.map((status, index) => {
    const at = reachedAt.get(status);
    return {
      label: trackingLabel(status),
      date: at ? formatShopDateTime(at) : undefined,
      done: index <= furthest,
      waiting: index === furthest + 1 ? waitingFor : undefined,
    };
  });
}
