import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, deliveryFeeCents, type DeliveryArea } from '../../../core/delivery';
import {
  CHOOSE_PICKUP_POINT,
  NO_DELIVERY_METHOD,
  RIDER_SELECTION,
  deliveryChoiceOf,
  keepOrFirst,
  methodFeeKes,
  offeredMethods,
  orderDeliveryFields,
  pickupPointsIn,
  pickupPointsMatching,
  selectionProblem,
  type PickupPoint,
} from './delivery-selection';

const area = (name: string, change: Partial<DeliveryArea> = {}): DeliveryArea => ({
  ...DEFAULT_DELIVERY_SETTINGS.areas.find((a) => a.name === name)!,
  ...change,
});

const point = (
  id: number,
  town: string,
  areaName: string,
  feeKes: number,
  name = `Agent ${id}`,
): PickupPoint => ({
  id,
  name,
  town,
  area: areaName,
  address: `Shop ${id}, Main Street`,
  hours: 'Mon–Sat 8am–7pm',
  feeKes,
});

const NAKURU = point(1, 'Nakuru', 'Nakuru', 200, 'Westside Mall');
const NAIVASHA = point(2, 'Naivasha', 'Nakuru', 250);
const KISUMU = point(3, 'Kisumu', 'Kisumu', 300);
const ALL = [NAKURU, NAIVASHA, KISUMU];

describe('the delivery methods an area offers at checkout', () => {
  it('offers the rider where riders deliver, the points where the area has one, the courier where it has a fee', () => {
    expect(offeredMethods(area('Westlands'), pickupPointsIn(ALL, 'Westlands'))).toEqual(['rider']);
    expect(offeredMethods(area('Nakuru'), pickupPointsIn(ALL, 'Nakuru'))).toEqual([
      'rider',
      'pickup_point',
      'courier',
    ]);
    expect(offeredMethods(area('Mombasa', { rider: false }), [])).toEqual(['courier']);
    expect(offeredMethods(area('Uganda', { rider: false }), [])).toEqual([]);
  });

  it('keeps only the chosen area’s points, and finds them by town or name in any case', () => {
    const nakuru = pickupPointsIn(ALL, 'Nakuru');
    expect(nakuru).toEqual([NAKURU, NAIVASHA]);
    expect(pickupPointsMatching(nakuru, '  naiv ')).toEqual([NAIVASHA]);
    expect(pickupPointsMatching(nakuru, 'NA')).toEqual([NAKURU, NAIVASHA]);
    expect(pickupPointsMatching(nakuru, 'mall')).toEqual([NAKURU]);
    expect(pickupPointsMatching(nakuru, 'Kisumu')).toEqual([]);
    expect(pickupPointsMatching(nakuru, '')).toEqual(nakuru);
  });

  it('starts with the rider, so a shopper who chooses nothing orders as before', () => {
    const nakuru = pickupPointsIn(ALL, 'Nakuru');
    const offered = offeredMethods(area('Nakuru'), nakuru);
    const selection = keepOrFirst(RIDER_SELECTION, offered, nakuru);
    expect(selection).toEqual(RIDER_SELECTION);
    expect(orderDeliveryFields(selection)).toEqual({ deliveryMethod: 'rider' });
    expect(selectionProblem(selection, offered)).toBeNull();
  });

  it('keeps the method and point the area still offers, and falls back to the first it does', () => {
    const nakuru = pickupPointsIn(ALL, 'Nakuru');
    const chosen = { method: 'pickup_point' as const, pickupPoint: NAIVASHA };
    expect(keepOrFirst(chosen, offeredMethods(area('Nakuru'), nakuru), nakuru)).toEqual(chosen);
    // Kisumu has its own point but not Naivasha's: the method stays, the point must be chosen again.
    const kisumu = pickupPointsIn(ALL, 'Kisumu');
    expect(keepOrFirst(chosen, offeredMethods(area('Kisumu'), kisumu), kisumu)).toEqual({
      method: 'pickup_point',
      pickupPoint: null,
    });
    expect(keepOrFirst(chosen, offeredMethods(area('Mombasa', { rider: false }), []), [])).toEqual({
      method: 'courier',
      pickupPoint: null,
    });
  });

  it('asks for a point before payment, and for another area where nothing delivers', () => {
    const offered = offeredMethods(area('Nakuru'), [NAKURU]);
    expect(selectionProblem({ method: 'pickup_point', pickupPoint: null }, offered)).toBe(
      CHOOSE_PICKUP_POINT,
    );
    expect(selectionProblem({ method: 'pickup_point', pickupPoint: NAKURU }, offered)).toBeNull();
    expect(selectionProblem(RIDER_SELECTION, [])).toBe(NO_DELIVERY_METHOD);
  });

  it('sends the method and the point, and prices the summary at the point’s fee', () => {
    const selection = { method: 'pickup_point' as const, pickupPoint: NAIVASHA };
    expect(orderDeliveryFields(selection)).toEqual({ deliveryMethod: 'pickup_point', pickupPointId: 2 });
    expect(orderDeliveryFields({ method: 'courier', pickupPoint: null })).toEqual({
      deliveryMethod: 'courier',
    });
    const fee = (choice: ReturnType<typeof deliveryChoiceOf>) =>
      deliveryFeeCents(DEFAULT_DELIVERY_SETTINGS, 100_000, 'Nakuru', choice);
    const nakuru = pickupPointsIn(ALL, 'Nakuru');
    expect(fee(deliveryChoiceOf(selection, nakuru))).toBe(25_000);
    // No point yet: the cheapest of the area's, as the option says 'From'.
    expect(fee(deliveryChoiceOf({ method: 'pickup_point', pickupPoint: null }, nakuru))).toBe(20_000);
    expect(fee(deliveryChoiceOf({ method: 'courier', pickupPoint: null }, nakuru))).toBe(45_000);
    expect(fee(deliveryChoiceOf(RIDER_SELECTION, nakuru))).toBe(65_000);
    // Free delivery holds for every method.
    const free = deliveryFeeCents(
      DEFAULT_DELIVERY_SETTINGS,
      400_000,
      'Nakuru',
      deliveryChoiceOf(selection, nakuru),
    );
    expect(free).toBe(0);
  });

  it('shows each method’s fee: the area’s for the rider and courier, the cheapest point’s for pickup', () => {
    const nakuru = pickupPointsIn(ALL, 'Nakuru');
    expect(methodFeeKes(area('Nakuru'), 'rider', nakuru)).toBe(650);
    expect(methodFeeKes(area('Nakuru'), 'courier', nakuru)).toBe(450);
    expect(methodFeeKes(area('Nakuru'), 'pickup_point', nakuru)).toBe(200);
    expect(methodFeeKes(area('Westlands'), 'courier', [])).toBeNull();
  });
});
