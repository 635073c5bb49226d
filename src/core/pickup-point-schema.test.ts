import { describe, expect, it } from 'vitest';
import {
  pickupPointCreateSchema,
  pickupPointFormInput,
  pickupPointUpdateSchema,
} from './pickup-point-schema';

const valid = {
  name: ' Mama Njeri Parcels ',
  town: 'Nakuru',
  area: 'Nakuru',
  address: 'Kenyatta Avenue',
  hours: 'Mon–Sat 8am–6pm',
  phone: '0712 345 678',
  feeKes: 200,
};

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('pickupPointCreateSchema', () => {
  it('trims the text and switches a new point on unless told', () => {
    expect(pickupPointCreateSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Mama Njeri Parcels',
      active: true,
    });
  });

  it('takes a Kenyan number however it is written, a landline too, and refuses a foreign one', () => {
    for (const phone of ['+254 712 345 678', '254712345678', '(0712) 345678', '020 123 4567']) {
      expect(pickupPointCreateSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
    expect(messageOf(pickupPointCreateSchema.safeParse({ ...valid, phone: '+1 415 555 0100' }))).toBe(
      'Phone must be a Kenyan number, e.g. 0712 345 678 or +254 712 345 678',
    );
  });

  it('takes the fee as a whole number of shillings, as a number or its digits', () => {
    expect(pickupPointCreateSchema.parse({ ...valid, feeKes: ' 0 ' }).feeKes).toBe(0);
    expect(pickupPointCreateSchema.parse({ ...valid, feeKes: 100_000 }).feeKes).toBe(100_000);
    for (const feeKes of [-1, 1.5, 100_001, '1e3', '', true, null]) {
      expect(messageOf(pickupPointCreateSchema.safeParse({ ...valid, feeKes })), String(feeKes)).toBe(
        'The fee must be a whole number of shillings from 0 to 100,000',
      );
    }
  });
});

describe('pickupPointUpdateSchema', () => {
  it('takes any of the fields and refuses an empty change or an unknown field', () => {
    expect(pickupPointUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(messageOf(pickupPointUpdateSchema.safeParse({}))).toBe('Send at least one field to change');
    expect(pickupPointUpdateSchema.safeParse({ feeCents: 100 }).success).toBe(false);
  });
});

describe('pickupPointFormInput', () => {
  it('reads the console form, the switch as ticked or not', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, feeKes: '150' })) form.set(name, value);
    expect(pickupPointCreateSchema.parse(pickupPointFormInput(form))).toMatchObject({
      feeKes: 150,
      active: false,
    });
    form.set('active', 'on');
    expect(pickupPointCreateSchema.parse(pickupPointFormInput(form)).active).toBe(true);
  });
});
