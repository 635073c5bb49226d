import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '../../../core/delivery';
import { DeliveryMethodChoice } from './delivery-method-choice';
import { CHOOSE_PICKUP_POINT, type DeliverySelection, type PickupPoint } from './delivery-selection';
import { deliveryRowLabel } from './order-summary';

const NAKURU = DEFAULT_DELIVERY_SETTINGS.areas.find((a) => a.name === 'Nakuru')!;
const POINTS: PickupPoint[] = [
  {
    id: 7,
    name: 'Westside Mall Agent',
    town: 'Nakuru',
    area: 'Nakuru',
    address: 'Shop 12, Westside Mall',
    hours: 'Mon–Sat 8am–7pm',
    feeKes: 200,
  },
  {
    id: 8,
    name: 'Naivasha Stage Agent',
    town: 'Naivasha',
    area: 'Nakuru',
    address: 'Moi Avenue',
    hours: 'Daily 7am–8pm',
    feeKes: 250,
  },
];

const render = (
  selection: DeliverySelection,
  { subtotalCents = 100_000, error = null as string | null } = {},
) =>
  renderToStaticMarkup(
    createElement(DeliveryMethodChoice, {
      area: NAKURU,
      offered: ['rider', 'pickup_point', 'courier'],
      areaPoints: POINTS,
      subtotalCents,
      selection,
      onChange: () => {},
      error,
    }),
  );

/** The radio named `name` with value `value`, and the text of the label around it. */
function option(html: string, name: string, value: string) {
  const match = new RegExp(
    `<label[^>]*><input([^>]*name="${name}"[^>]*value="${value}"[^>]*)/?>(.*?)</label>`,
  ).exec(html);
  if (!match) throw new Error(`no ${name} ${value}`);
  return {
    attributes: match[1]!,
    text: match[2]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

describe('the checkout’s delivery method', () => {
  it('offers the area’s methods under one legend, each with its promise and fee, the rider chosen', () => {
    const html = render({ method: 'rider', pickupPoint: null });
    expect(html).toContain('<legend class="text-sm font-medium text-earth-900">Delivery method</legend>');
    const rider = option(html, 'deliveryMethod', 'rider');
    expect(rider.attributes).toContain('checked');
    expect(rider.text).toBe('Delivery to your door Our rider brings it to your address. KSH 650.00');
    expect(option(html, 'deliveryMethod', 'pickup_point').text).toContain('From KSH 200.00');
    expect(option(html, 'deliveryMethod', 'courier').text).toContain('KSH 450.00');
    expect(option(html, 'deliveryMethod', 'courier').attributes).not.toContain('checked');
    // The points show only once the shopper asks for one.
    expect(html).not.toContain('Search by town');
  });

  it('says Free for every method when the order has free delivery', () => {
    const html = render({ method: 'pickup_point', pickupPoint: null }, { subtotalCents: 400_000 });
    for (const method of ['rider', 'pickup_point', 'courier']) {
      expect(option(html, 'deliveryMethod', method).text.endsWith('Free')).toBe(true);
    }
    expect(option(html, 'pickupPointId', '7').text.endsWith('Free')).toBe(true);
  });

  it('lists the area’s points with name, town, address, hours and fee, searchable by town', () => {
    const html = render({ method: 'pickup_point', pickupPoint: POINTS[1]! });
    expect(html).toMatch(/<label for="pickup-search"[^>]*>Search by town<\/label><input id="pickup-search"/);
    expect(option(html, 'pickupPointId', '7').text).toBe(
      'Westside Mall Agent Nakuru · Shop 12, Westside Mall Open Mon–Sat 8am–7pm KSH 200.00',
    );
    expect(option(html, 'pickupPointId', '7').attributes).not.toContain('checked');
    expect(option(html, 'pickupPointId', '8').attributes).toContain('checked');
    expect(html).toContain('2 pickup points');
  });

  it('ties the message asking for a point to the group', () => {
    const html = render({ method: 'pickup_point', pickupPoint: null }, { error: CHOOSE_PICKUP_POINT });
    const describedBy = /<fieldset[^>]*aria-describedby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(
      `id="${describedBy}" class="mt-1.5 text-sm font-medium text-red-700">${CHOOSE_PICKUP_POINT}<`,
    );
  });
});

describe('the summary’s delivery row', () => {
  it('names the area, and the method when it is not the shop’s riders', () => {
    expect(deliveryRowLabel('Westlands', 'rider')).toBe('Delivery (Westlands)');
    expect(deliveryRowLabel('Nakuru', 'pickup_point')).toBe('Pickup point (Nakuru)');
    expect(deliveryRowLabel('Mombasa', 'courier')).toBe('Courier (Mombasa)');
    expect(deliveryRowLabel('', 'rider')).toBe('Delivery');
  });
});
