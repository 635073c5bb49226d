import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS as D,
  activeDeliveryAreas,
  choiceFeeKes,
  defaultDeliveryFeeCents,
  deliveryFeeCents,
  deliveryMethodsOf,
  findDeliveryArea,
  freeDeliveryPromise,
  qualifiesForFreeDelivery,
  type DeliverySettings,
} from './delivery';

describe('delivery areas', () => {
  it('lists the 27 areas of SPEC §9 with their fees', () => {
    expect(D.areas).toHaveLength(27);
    expect(D.areas[0]).toEqual({
      name: 'Nairobi CBD',
      feeKes: 200,
      region: 'kenya',
      active: true,
      rider: true,
      courierFeeKes: null,
    });
    expect(D.areas.at(-1)).toEqual({
      name: 'Other International',
      feeKes: 5500,
      region: 'international',
      active: true,
      rider: true,
      courierFeeKes: null,
    });
    expect(findDeliveryArea(D, 'Mombasa')?.feeKes).toBe(600);
    expect(findDeliveryArea(D, 'Rwanda')?.feeKes).toBe(1800);
    expect(findDeliveryArea(D, 'Australia')?.feeKes).toBe(5000);
  });

  it('puts the 13 areas from Nairobi CBD to Other Kenya in Kenya', () => {
    const kenya = D.areas.filter((a) => a.region === 'kenya').map((a) => a.name);
    expect(kenya).toHaveLength(13);
    expect(kenya.at(-1)).toBe('Other Kenya');
    expect(D.areas.filter((a) => a.region === 'africa')).toHaveLength(7);
    expect(D.areas.filter((a) => a.region === 'international')).toHaveLength(7);
  });

  it('recognises area names exactly', () => {
    expect(findDeliveryArea(D, 'Nairobi CBD')).toBeDefined();
    expect(findDeliveryArea(D, 'nairobi cbd')).toBeUndefined();
    expect(findDeliveryArea(D, 'Mars')).toBeUndefined();
    expect(findDeliveryArea(D, null)).toBeUndefined();
  });
});

describe('deliveryFeeCents', () => {
  it('charges 200 at exactly KSH 3,000 and nothing at 3,000.01', () => {
    expect(D.freeDeliveryOverKes).toBe(3000);
    expect(deliveryFeeCents(D, 300_000)).toBe(20_000);
    expect(deliveryFeeCents(D, 300_001)).toBe(0);
    expect(deliveryFeeCents(D, 300_000, 'Nairobi CBD')).toBe(20_000);
    expect(deliveryFeeCents(D, 300_001, 'Nairobi CBD')).toBe(0);
  });

  it('charges the Kenyan area fee up to the threshold, then nothing', () => {
    expect(deliveryFeeCents(D, 100_000, 'Mombasa')).toBe(60_000);
    expect(deliveryFeeCents(D, 500_000, 'Mombasa')).toBe(0);
    expect(deliveryFeeCents(D, 500_000, 'Other Kenya')).toBe(0);
  });

  it('charges the first area’s fee with no area chosen yet, free above the threshold', () => {
    for (const area of [undefined, null, '']) {
      expect(deliveryFeeCents(D, 100_000, area)).toBe(defaultDeliveryFeeCents(D));
      expect(deliveryFeeCents(D, 300_001, area)).toBe(0);
    }
    expect(defaultDeliveryFeeCents(D)).toBe(20_000);
  });

  it('always charges African and international areas', () => {
    expect(deliveryFeeCents(D, 500_000, 'Uganda')).toBe(150_000);
    expect(deliveryFeeCents(D, 300_001, 'Other African')).toBe(300_000);
    expect(deliveryFeeCents(D, 10_000_000, 'United States')).toBe(450_000);
    expect(qualifiesForFreeDelivery(D, 10_000_000, 'United Kingdom')).toBe(false);
  });
});

describe('delivery as the owner set it', () => {
  const changed: DeliverySettings = {
    ...D,
    areas: D.areas.map((a) =>
      a.name === 'Karen' ? { ...a, feeKes: 320 } : a.name === 'Nairobi CBD' ? { ...a, active: false } : a,
    ),
    freeDeliveryOverKes: 5000,
    freeDeliveryRegions: ['kenya', 'africa'],
  };

  it('follows a new fee, threshold and regions', () => {
    expect(deliveryFeeCents(changed, 100_000, 'Karen')).toBe(32_000);
    expect(deliveryFeeCents(changed, 400_000, 'Karen')).toBe(32_000);
    expect(deliveryFeeCents(changed, 500_001, 'Karen')).toBe(0);
    expect(deliveryFeeCents(changed, 500_001, 'Uganda')).toBe(0);
    expect(deliveryFeeCents(changed, 500_001, 'Canada')).toBe(450_000);
  });

  it('offers no switched-off area, and starts the cart at the first area still on', () => {
    expect(findDeliveryArea(changed, 'Nairobi CBD')).toBeUndefined();
    expect(activeDeliveryAreas(changed)[0]?.name).toBe('Westlands');
    expect(defaultDeliveryFeeCents(changed)).toBe(25_000);
  });
});

describe('the free-delivery promise in search and sharing texts', () => {
  it("states the owner's threshold and regions, or nothing when no region has free delivery", () => {
    expect(freeDeliveryPromise(D)).toBe('free delivery in Kenya on orders over KSH 3,000');
    expect(freeDeliveryPromise({ ...D, freeDeliveryOverKes: 12500 })).toBe(
      'free delivery in Kenya on orders over KSH 12,500',
    );
    expect(freeDeliveryPromise({ ...D, freeDeliveryRegions: ['international', 'kenya', 'africa'] })).toBe(
      'free delivery in Kenya, Africa and the rest of the world on orders over KSH 3,000',
    );
    expect(freeDeliveryPromise({ ...D, freeDeliveryRegions: [] })).toBeNull();
  });
});

describe('delivery methods by area', () => {
  const mombasa = findDeliveryArea(D, 'Mombasa')!;
  const karen = findDeliveryArea(D, 'Karen')!;
  const pickup = (pickupFeeKes: number) => ({ method: 'pickup_point' as const, pickupFeeKes });

  it('offers riders everywhere by default, couriers where the owner set a fee, pickup points where one is active', () => {
    expect(deliveryMethodsOf(karen, false)).toEqual(['rider']);
    expect(deliveryMethodsOf(mombasa, true)).toEqual(['rider', 'pickup_point', 'courier']);
    expect(deliveryMethodsOf({ ...mombasa, rider: false }, false)).toEqual(['courier']);
  });

  it("charges the area's fee for a rider, its courier fee for a courier, the point's own fee for a pickup", () => {
    expect(choiceFeeKes(mombasa, { method: 'rider' })).toBe(600);
    expect(choiceFeeKes(mombasa, { method: 'courier' })).toBe(450);
    expect(choiceFeeKes(mombasa, pickup(150))).toBe(150);
    expect(choiceFeeKes(karen, { method: 'courier' })).toBeNull();
    expect(choiceFeeKes({ ...karen, rider: false }, { method: 'rider' })).toBeNull();
    expect(deliveryFeeCents(D, 1_000_00, 'Mombasa', { method: 'courier' })).toBe(45_000);
    expect(deliveryFeeCents(D, 1_000_00, 'Mombasa', pickup(150))).toBe(15_000);
    expect(deliveryFeeCents(D, 1_000_00, 'Mombasa')).toBe(60_000);
  });

  it('keeps free delivery over the threshold whichever way the order comes', () => {
    expect(deliveryFeeCents(D, 3_000_01, 'Mombasa', { method: 'courier' })).toBe(0);
    expect(deliveryFeeCents(D, 3_000_01, 'Mombasa', pickup(150))).toBe(0);
  });
});
