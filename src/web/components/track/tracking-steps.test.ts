import { describe, expect, it } from 'vitest';
import { trackingSteps } from './tracking-steps';

describe('trackingSteps', () => {
  it('marks nothing done for an order still waiting for payment', () => {
    const steps = trackingSteps({
      status: 'awaiting_payment',
      history: [{ status: 'awaiting_payment', at: '2025-01-12T07:30:00Z' }],
    });
    expect(steps.map((s) => s.label)).toEqual([
      'Order Confirmed',
      'Processing',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(steps.every((s) => !s.done && s.date === undefined)).toBe(true);
  });

  it('says on the first step what a Pay Later order waits for, as its badge does', () => {
    const steps = trackingSteps({
      status: 'pending_payment',
      history: [{ status: 'pending_payment', at: '2025-01-12T07:30:00Z' }],
    });
    expect(steps.map((s) => s.waiting)).toEqual(['Awaiting Payment', undefined, undefined, undefined]);
  });

  it('says what a wholesale order waits for, and nothing once it is on its way', () => {
    const waiting = trackingSteps({
      status: 'pending',
      history: [{ status: 'pending', at: '2025-01-12T07:30:00Z' }],
    });
    expect(waiting[0]!.waiting).toBe('Awaiting Confirmation');
    const confirmed = trackingSteps({
      status: 'confirmed',
      history: [
        { status: 'pending', at: '2025-01-12T07:30:00Z' },
        { status: 'confirmed', at: '2025-01-12T08:30:00Z' },
      ],
    });
    expect(confirmed.map((s) => s.waiting)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('dates each reached step in Nairobi time with am or pm, as the sample card writes it', () => {
    const steps = trackingSteps({
      status: 'processing',
      history: [
        { status: 'awaiting_payment', at: '2025-01-12T07:00:00Z' },
        { status: 'confirmed', at: '2025-01-12T07:30:00Z' },
        { status: 'processing', at: '2025-01-13T06:00:00Z' },
      ],
    });
    expect(steps.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(steps[0]!.date).toBe('12 Jan 2025, 10:30 am');
    expect(steps[1]!.date).toBe('13 Jan 2025, 9:00 am');
  });

  it('counts a skipped step as done when a later one was reached', () => {
    const steps = trackingSteps({
      status: 'shipped',
      history: [
        { status: 'confirmed', at: '2025-01-12T07:30:00Z' },
        { status: 'shipped', at: '2025-01-14T07:30:00Z' },
      ],
    });
    expect(steps.map((s) => s.done)).toEqual([true, true, true, false]);
    expect(steps[1]!.date).toBeUndefined();
  });
});
