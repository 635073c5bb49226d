import { describe, expect, it } from 'vitest';
import { readSettingsForm } from './settings-form';

const formOf = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

describe('readSettingsForm', () => {
  it('reads the delivery rows in order, drops an empty new row and unticked boxes are off', () => {
    const values = readSettingsForm(
      'delivery',
      formOf([
        ['delivery.areas.0.name', 'Karen'],
        ['delivery.areas.0.feeKes', '300'],
        ['delivery.areas.0.region', 'kenya'],
        ['delivery.areas.0.active', 'on'],
        ['delivery.areas.0.rider', 'on'],
        ['delivery.areas.0.courierFeeKes', ''],
        ['delivery.areas.1.name', 'Uganda'],
        ['delivery.areas.1.feeKes', '1,500'],
        ['delivery.areas.1.region', 'africa'],
        ['delivery.areas.1.courierFeeKes', '1,200'],
        ['delivery.areas.2.new', '1'],
        ['delivery.areas.2.name', ''],
        ['delivery.areas.2.feeKes', ''],
        ['delivery.areas.2.region', 'kenya'],
        ['delivery.areas.2.active', 'on'],
        ['delivery.areas.2.rider', 'on'],
        ['delivery.areas.2.courierFeeKes', ''],
        ['delivery.freeDeliveryOverKes', '3000'],
        ['delivery.freeDeliveryRegions', 'kenya'],
        ['delivery.freeDeliveryRegions', 'africa'],
        ['delivery.deliveryTimes.0.area', 'Nairobi'],
        ['delivery.deliveryTimes.0.days', '1–2 days'],
        ['delivery.deliveryTimes.1.area', ''],
        ['delivery.deliveryTimes.1.days', ''],
        ['delivery.couriers.0.name', 'G4S'],
        ['delivery.couriers.0.trackingUrl', 'https://g4s.example/track/{ref}'],
        ['delivery.couriers.1.name', ''],
        ['delivery.couriers.1.trackingUrl', ''],
        ['delivery.pickupReminderDays', '7'],
      ]),
    );
    expect(values).toEqual({
      areas: [
        { name: 'Karen', feeKes: 300, region: 'kenya', active: true, rider: true, courierFeeKes: null },
        { name: 'Uganda', feeKes: 1500, region: 'africa', active: false, rider: false, courierFeeKes: 1200 },
      ],
      freeDeliveryOverKes: 3000,
      freeDeliveryRegions: ['kenya', 'africa'],
      deliveryTimes: [{ area: 'Nairobi', days: '1–2 days' }],
      couriers: [{ name: 'G4S', trackingUrl: 'https://g4s.example/track/{ref}' }],
      pickupReminderDays: 7,
    });
  });

  it('leaves a courier fee that is not a number for the schema to refuse', () => {
    const form = formOf([
      ['delivery.areas.0.name', 'Karen'],
      ['delivery.areas.0.feeKes', '300'],
      ['delivery.areas.0.courierFeeKes', 'cheap'],
    ]);
    const { areas } = readSettingsForm('delivery', form) as { areas: { courierFeeKes: unknown }[] };
    expect(areas[0]!.courierFeeKes).toBe('cheap');
  });

  it('keeps a new row that has a name, and moves the row its button names', () => {
    const form = formOf([
      ['delivery.areas.0.name', 'Karen'],
      ['delivery.areas.0.feeKes', '300'],
      ['delivery.areas.1.new', '1'],
      ['delivery.areas.1.name', 'Lavington'],
      ['delivery.areas.1.feeKes', ''],
      ['move', '1:up'],
    ]);
    const { areas } = readSettingsForm('delivery', form) as { areas: { name: string; feeKes: unknown }[] };
    expect(areas.map((a) => [a.name, a.feeKes])).toEqual([
      ['Lavington', ''],
      ['Karen', 300],
    ]);
  });

  it('reads every rate, keeps KES on, and leaves text that is not a number for the schema', () => {
    const values = readSettingsForm(
      'currencies',
      formOf([
        ['currencies.rates.USD', '0.0074'],
        ['currencies.rates.EUR', 'abc'],
        ['currencies.enabled', 'USD'],
        ['currencies.markupPercent', '50'],
        ['currencies.ratesSetAt', '2026-11-01'],
      ]),
    ) as { rates: Record<string, unknown>; enabled: string[] };
    expect(values.rates.USD).toBe(0.0074);
    expect(values.rates.EUR).toBe('abc');
    expect(values.rates.GBP).toBe('');
    expect(values.enabled).toEqual(['KES', 'USD']);
  });

  it('reads the single-number groups', () => {
    expect(
      readSettingsForm(
        'payLater',
        formOf([
          ['payLater.callWithinMinutes', '15'],
          ['payLater.holdHours', ' 24 '],
        ]),
      ),
    ).toEqual({ callWithinMinutes: 15, holdHours: 24 });
  });

  it('reads the tax details as text, the VAT box ticked or not', () => {
    const fields: [string, string][] = [
      ['tax.kraPin', 'p051234567x'],
      ['tax.branchId', '00'],
      ['tax.deviceSerial', ''],
    ];
    expect(readSettingsForm('tax', formOf([...fields, ['tax.vatRegistered', 'on']]))).toEqual({
      kraPin: 'p051234567x',
      branchId: '00',
      deviceSerial: '',
      vatRegistered: true,
    });
    expect(readSettingsForm('tax', formOf(fields))).toMatchObject({ vatRegistered: false });
  });
});
