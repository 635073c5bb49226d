import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_FEE_CENTS,
  DELIVERY_AREAS,
  FREE_DELIVERY_THRESHOLD_CENTS,
  deliveryFeeCents,
  findDeliveryArea,
  isDeliveryArea,
  qualifiesForFreeDelivery,
} from './delivery';

describe('delivery areas', () => {
  it('lists the 27 areas of SPEC §9 with their fees', () => {
    expect(DELIVERY_AREAS).toHaveLength(27);
    expect(DELIVERY_AREAS[0]).toEqual({ name: 'Nairobi CBD', feeCents: 20_000, region: 'kenya' });
    expect(DELIVERY_AREAS.at(-1)).toEqual({
      name: 'Other International',
      feeCents: 550_000,
      region: 'international',
    });
    expect(findDeliveryArea('Mombasa')?.feeCents).toBe(60_000);
    expect(findDeliveryArea('Rwanda')?.feeCents).toBe(180_000);
    expect(findDeliveryArea('Australia')?.feeCents).toBe(500_000);
  });

  it('puts the 13 areas from Nairobi CBD to Other Kenya in Kenya', () => {
    const kenya = DELIVERY_AREAS.filter((a) => a.region === 'kenya').map((a) => a.name);
    expect(kenya).toHaveLength(13);
    expect(kenya.at(-1)).toBe('Other Kenya');
    expect(DELIVERY_AREAS.filter((a) => a.region === 'africa')).toHaveLength(7);
    expect(DELIVERY_AREAS.filter((a) => a.region === 'international')).toHaveLength(7);
  });

  it('recognises area names exactly', () => {
    expect(isDeliveryArea('Nairobi CBD')).toBe(true);
    expect(isDeliveryArea('nairobi cbd')).toBe(false);
    expect(isDeliveryArea('Mars')).toBe(false);
    expect(isDeliveryArea(42)).toBe(false);
  });
});

describe('deliveryFeeCents', () => {
  it('charges 200 at exactly KSH 3,000 and nothing at 3,000.01', () => {
    expect(FREE_DELIVERY_THRESHOLD_CENTS).toBe(300_000);
    expect(deliveryFeeCents(300_000)).toBe(20_000);
    expect(deliveryFeeCents(300_001)).toBe(0);
    expect(deliveryFeeCents(300_000, 'Nairobi CBD')).toBe(20_000);
    expect(deliveryFeeCents(300_001, 'Nairobi CBD')).toBe(0);
  });

  it('charges the Kenyan area fee up to the threshold, then nothing', () => {
    expect(deliveryFeeCents(100_000, 'Mombasa')).toBe(60_000);
    expect(deliveryFeeCents(500_000, 'Mombasa')).toBe(0);
    expect(deliveryFeeCents(500_000, 'Other Kenya')).toBe(0);
  });

  it('charges 200 with no area or an unknown area, free above the threshold', () => {
    for (const area of [undefined, null, '', 'Atlantis']) {
      expect(deliveryFeeCents(100_000, area)).toBe(DEFAULT_DELIVERY_FEE_CENTS);
      expect(deliveryFeeCents(300_001, area)).toBe(0);
    }
  });

  it('always charges African and international areas', () => {
    expect(deliveryFeeCents(500_000, 'Uganda')).toBe(150_000);
    expect(deliveryFeeCents(300_001, 'Other African')).toBe(300_000);
    expect(deliveryFeeCents(10_000_000, 'United States')).toBe(450_000);
    expect(qualifiesForFreeDelivery(10_000_000, 'United Kingdom')).toBe(false);
  });
});
