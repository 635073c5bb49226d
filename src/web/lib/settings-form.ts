// The settings page's forms as the groups PATCH /api/admin/settings takes. Every field is named by
// its path in the settings ('delivery.areas.3.feeKes'), the same key the service's field errors
// use, so a refusal lands beside the field that caused it. Values go to the schemas as typed: a
// number field that is not a number reaches the schema as text and is refused in its words.
import { CURRENCY_CODES } from '../../core/currencies';
import type { DeliveryArea } from '../../core/delivery';
import { applyMove, formText as text, numberField, rowIndexes } from './form-rows';

/** The groups the page edits, each in its own form; `orders` holds the abandoned-order hours and the payment reminder's minutes. */
export const SETTINGS_FORM_GROUPS = [
  'brand',
  'store',
  'delivery',
  'currencies',
  'tax',
  'wholesale',
  'payLater',
  'stock',
  'orders',
] as const;
export type SettingsFormGroup = (typeof SETTINGS_FORM_GROUPS)[number];

export const STORE_FIELDS = [
  'email',
  'phone',
  'whatsappNumber',
  'businessHours',
  'supportHours',
  'instagramUrl',
  'facebookUrl',
  'paybillNumber',
] as const;

export const BRAND_FIELDS = ['shopName', 'slogan', 'legalName', 'mainColour'] as const;

const TAX_TEXT_FIELDS = ['kraPin', 'branchId', 'deviceSerial'] as const;

const NUMBER_FIELDS = {
  wholesale: ['discountPercent'],
  payLater: ['callWithinMinutes', 'holdHours'],
  stock: ['lowStockThreshold'],
  orders: ['abandonedAfterHours', 'paymentReminderAfterMinutes', 'surplusHoldMinutes'],
} as const;

export function isSettingsFormGroup(value: unknown): value is SettingsFormGroup {
  return (SETTINGS_FORM_GROUPS as readonly unknown[]).includes(value);
}

function deliveryAreas(form: FormData) {
  const rows = rowIndexes(form, 'delivery.areas', 'name').map((index) => {
    const at = `delivery.areas.${index}`;
    return {
      name: text(form, `${at}.name`),
      feeKes: numberField(text(form, `${at}.feeKes`)),
      region: text(form, `${at}.region`),
      active: form.get(`${at}.active`) !== null,
      rider: form.get(`${at}.rider`) !== null,
      courierFeeKes: optionalNumberField(text(form, `${at}.courierFeeKes`)),
      isNew: form.get(`${at}.new`) !== null,
    };
  });
  // The blank row for a new area is left out until it has a name or a fee.
  const kept = rows.filter(
    (row) => !(row.isNew && row.name.trim() === '' && row.feeKes === '' && row.courierFeeKes === null),
  );
  return applyMove(
    kept.map(({ isNew: _new, ...area }) => area),
    form.get('move') as string | null,
  );
}

function deliveryTimes(form: FormData) {
  return rowIndexes(form, 'delivery.deliveryTimes', 'area')
    .map((index) => ({
      area: text(form, `delivery.deliveryTimes.${index}.area`),
      days: text(form, `delivery.deliveryTimes.${index}.days`),
    }))
    .filter((row) => row.area.trim() !== '' || row.days.trim() !== '');
}

/** An empty field is no value (an area with no courier); anything else is read as a number field. */
function optionalNumberField(raw: string): number | string | null {
  return raw.trim() === '' ? null : numberField(raw);
}

function couriers(form: FormData) {
  return rowIndexes(form, 'delivery.couriers', 'name')
    .map((index) => ({
      name: text(form, `delivery.couriers.${index}.name`),
      trackingUrl: text(form, `delivery.couriers.${index}.trackingUrl`),
    }))
    .filter((row) => row.name.trim() !== '' || row.trackingUrl.trim() !== '');
}

/** The group's fields as posted, for PATCH-style merging and the schema's check. */
export function readSettingsForm(group: SettingsFormGroup, form: FormData): Record<string, unknown> {
  switch (group) {
    case 'brand':
      return Object.fromEntries(BRAND_FIELDS.map((field) => [field, text(form, `brand.${field}`)]));
    case 'store':
      return Object.fromEntries(STORE_FIELDS.map((field) => [field, text(form, `store.${field}`)]));
    case 'delivery':
      return {
        areas: deliveryAreas(form),
        freeDeliveryOverKes: numberField(text(form, 'delivery.freeDeliveryOverKes')),
        freeDeliveryRegions: form.getAll('delivery.freeDeliveryRegions').map(String),
        deliveryTimes: deliveryTimes(form),
        couriers: couriers(form),
        pickupReminderDays: numberField(text(form, 'delivery.pickupReminderDays')),
      };
    case 'currencies':
      return {
        rates: Object.fromEntries(
          CURRENCY_CODES.map((code) => [code, numberField(text(form, `currencies.rates.${code}`))]),
        ),
        enabled: CURRENCY_CODES.filter(
          (code) => code === 'KES' || form.getAll('currencies.enabled').includes(code),
        ),
        markupPercent: numberField(text(form, 'currencies.markupPercent')),
        ratesSetAt: text(form, 'currencies.ratesSetAt'),
      };
    case 'tax':
      return {
        ...Object.fromEntries(TAX_TEXT_FIELDS.map((field) => [field, text(form, `tax.${field}`)])),
        vatRegistered: form.get('tax.vatRegistered') !== null,
      };
    default:
      return Object.fromEntries(
        NUMBER_FIELDS[group].map((field) => [field, numberField(text(form, `${group}.${field}`))]),
      );
  }
}

export type FormArea = Omit<DeliveryArea, 'feeKes'> & { feeKes: number | string };

/** Each form's heading, and the group's name in the page's notices. */
export const SETTINGS_GROUP_TITLES: Record<SettingsFormGroup, string> = {
  brand: 'Brand',
  store: 'Store',
  delivery: 'Delivery',
  currencies: 'Currencies',
  tax: 'Tax (KRA eTIMS)',
  wholesale: 'Wholesale',
  payLater: 'Pay Later',
  stock: 'Stock',
  orders: 'Unpaid orders',
};
