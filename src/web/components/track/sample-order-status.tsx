import { TRACKING_STEPS, trackingLabel } from '../../../core/order-status';
import { StatusTimeline } from './status-timeline';

// Fixed example dates (SPEC §2): the illustration shows what a result looks like, not a real order.
const EXAMPLE_DATES = ['12 Jan 2025, 10:30 am', '12 Jan 2025, 2:15 pm', '13 Jan 2025, 9:00 am'];

/** SPEC §2's static 'Sample Order Status' illustration beside the tracking form. */
export function SampleOrderStatus() {
  const steps = TRACKING_STEPS.map((status, index) => ({
    label: trackingLabel(status),
    date: EXAMPLE_DATES[index],
    done: index < EXAMPLE_DATES.length,
  }));
  return (
    <section
      aria-labelledby="sample-status-heading"
      className="rounded-card border border-dashed border-shea-300 bg-shea-100 p-6"
    >
      <p className="text-xs font-semibold tracking-[0.18em] text-sage-700 uppercase">Example</p>
      <h2 id="sample-status-heading" className="mt-1 text-xl text-earth-900">
        Sample Order Status
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Order HM-7K2M9QXD · what your tracking will look like</p>
      <div className="mt-5">
        <StatusTimeline steps={steps} label="Sample order progress" />
      </div>
    </section>
  );
}
