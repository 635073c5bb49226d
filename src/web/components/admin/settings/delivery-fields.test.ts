import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '../../../../core/delivery';
import { DeliveryFields } from './delivery-fields';

const render = (errors: Record<string, string> = {}) =>
  renderToStaticMarkup(
    createElement(DeliveryFields, {
      values: {
        ...DEFAULT_DELIVERY_SETTINGS,
        couriers: [{ name: 'G4S', trackingUrl: 'https://g4s.example/track/{ref}' }],
      },
      errors,
    }),
  );

/** The text of the label tied to the control with this id, tags removed. */
function labelOf(html: string, id: string): string {
  const match = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html);
  if (!match) throw new Error(`no label for ${id}`);
  return match[1]!.replace(/<[^>]+>/g, '').trim();
}

describe('the delivery settings form', () => {
  it('gives each area a labelled riders switch and courier fee, empty where no courier goes', () => {
    const html = render();
    const westlands = DEFAULT_DELIVERY_SETTINGS.areas.findIndex((a) => a.name === 'Westlands');
    const mombasa = DEFAULT_DELIVERY_SETTINGS.areas.findIndex((a) => a.name === 'Mombasa');
    expect(labelOf(html, `setting-delivery-areas-${westlands}-rider`)).toBe('Riders deliver here, Westlands');
    expect(labelOf(html, `setting-delivery-areas-${westlands}-courierFeeKes`)).toBe(
      'Courier fee (KES), Westlands',
    );
    expect(html).toMatch(
      new RegExp(`id="setting-delivery-areas-${westlands}-rider" type="checkbox"[^>]*checked=""`),
    );
    expect(html).toMatch(new RegExp(`id="setting-delivery-areas-${westlands}-courierFeeKes"[^>]*value=""`));
    expect(html).toMatch(new RegExp(`id="setting-delivery-areas-${mombasa}-courierFeeKes"[^>]*value="450"`));
  });

  it('lists the couriers with a blank row to add one, and shows a refusal beside its field', () => {
    const html = render({ 'delivery.couriers.0.trackingUrl': 'Tracking link must be an https link' });
    expect(labelOf(html, 'setting-delivery-couriers-0-name')).toBe('Courier name (row 1)');
    expect(labelOf(html, 'setting-delivery-couriers-1-trackingUrl')).toBe('Tracking link (row 2)');
    expect(html).toMatch(
      /id="setting-delivery-couriers-0-trackingUrl"[^>]*aria-invalid="true" aria-describedby="setting-delivery-couriers-0-trackingUrl-error"/,
    );
    expect(html).toContain(
      '<p id="setting-delivery-couriers-0-trackingUrl-error" class="mt-1 text-sm text-red-800">Tracking link must be an https link</p>',
    );
  });
});
