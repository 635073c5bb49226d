// A pickup point as the owner enters it: POST and PATCH /api/admin/pickup-points and the console's
// form. Whether its area is one of the shop's delivery areas is the settings' to say, so the
// delivery service checks that (services/delivery/admin-pickup-points.ts).
import { z } from 'zod';
import { phoneField, textField } from './form-fields';
import { phoneMatchKey } from './phone';

export const MAX_PICKUP_FEE_KES = 100_000;

const FEE_RULE = `The fee must be a whole number of shillings from 0 to ${MAX_PICKUP_FEE_KES.toLocaleString('en-KE')}`;
const KENYAN_PHONE = 'Phone must be a Kenyan number, e.g. 0712 345 678 or +254 712 345 678';

// The form sends the fee's digits as text, JSON a number; nothing else becomes one ("1e3", true).
const feeKes = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: FEE_RULE }).int(FEE_RULE).min(0, FEE_RULE).max(MAX_PICKUP_FEE_KES, FEE_RULE),
);

// The shop's phone rule, and Kenyan: the agent is called from the shop and texted about parcels.
const kenyanPhone = phoneField().refine((phone) => /^0\d{9}$/.test(phoneMatchKey(phone)), KENYAN_PHONE);

const fields = {
  name: textField(1, 'Please enter the point’s name', 80, 'The name must be at most 80 characters'),
  town: textField(1, 'Please enter the town', 60, 'The town must be at most 60 characters'),
  area: textField(1, 'Please choose the delivery area', 60, 'Please choose the delivery area'),
  address: textField(1, 'Please enter the address', 200, 'The address must be at most 200 characters'),
  hours: textField(1, 'Please enter the opening hours', 120, 'The hours must be at most 120 characters'),
  phone: kenyanPhone,
  feeKes,
  active: z.boolean({ error: 'active must be true or false' }),
};

export const pickupPointCreateSchema = z
  .object({ ...fields, active: fields.active.optional().default(true) })
  .strict();

/** PATCH: any of the fields, at least one. */
export const pickupPointUpdateSchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field to change');

export type PickupPointCreate = z.output<typeof pickupPointCreateSchema>;
export type PickupPointUpdate = z.output<typeof pickupPointUpdateSchema>;

/** The console's form as the create schema's input: text trimmed by the schema, the switch ticked or not. */
export function pickupPointFormInput(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    town: text('town'),
    area: text('area'),
    address: text('address'),
    hours: text('hours'),
    phone: text('phone'),
    feeKes: text('feeKes')?.trim(),
    active: form.get('active') === 'on',
  };
}
