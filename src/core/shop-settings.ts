// The schemas of the values the owner changes in the console (/admin/settings), one group at a
// time, with the messages a form shows beside their fields. The values' types and SPEC's defaults
// are in shop-settings-values.ts, which carries no zod, so the browser's shell can read them.
import { z } from 'zod';
import { MIN_CONTRAST, normaliseHexColour, tooLightMessage, weakestContrast } from './brand-colour';
import { BRAND_FILE_KINDS } from './brand-images';
import { CURRENCY_CODES, type CurrencyCode } from './currencies';
import { DELIVERY_REGIONS } from './delivery';
import { plainText } from './form-fields';
import type { ShopSettings } from './shop-settings-values';
import { KRA_PIN_MESSAGE, KRA_PIN_PATTERN } from './tax-types';

// Free text as every form of the shop takes it: no control characters (PostgreSQL's JSON holds
// neither NUL nor half a UTF-16 pair). Line breaks stay allowed: a saved value that no longer
// passed would read back as SPEC's default for its whole group.
const text = (label: string, max: number) =>
  plainText(`${label} must be text`, 'multi-line')
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const httpsLink = (label: string) =>
  text(label, 300).refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, `${label} must be a web address starting with https://`);

// What tel: and wa.me links take, without the plus (as WHATSAPP_NUMBER in the environment).
const internationalNumber = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(
      /^\d{9,15}$/,
      `${label} must be the number in international form, digits only (e.g. 254712345678)`,
    );

// One line each: a name or slogan is shown in titles, headers and one-segment texts.
const oneLine = (label: string, max: number) =>
  plainText(`${label} must be text`).max(max, `${label} must be at most ${max} characters`);

export const brandSettingsSchema = z
  .object({
    // Texts name the shop in one SMS segment (160 characters): a long name would cost a second.
    shopName: oneLine('Shop name', 40).min(1, 'Shop name is required'),
    slogan: oneLine('Slogan', 80),
    legalName: oneLine('Legal name', 120),
    mainColour: z
      .string({ error: 'Main colour must be text' })
      .transform((value, ctx) => {
        const hex = normaliseHexColour(value);
        if (hex) return hex;
        ctx.addIssue({ code: 'custom', message: 'Main colour must be a hex colour such as #6b4226' });
        return z.NEVER;
      })
      .superRefine((hex, ctx) => {
        if (weakestContrast(hex) < MIN_CONTRAST)
          ctx.addIssue({ code: 'custom', message: tooLightMessage(hex) });
      }),
    // Set by an upload (services/settings/brand-logo.ts), which makes its files first; a save may
    // keep it or remove it (null), never name another (the settings service refuses that).
    logo: z
      .object({
        id: z.string().regex(/^[0-9a-f]{32}$/, 'Logo must be an uploaded logo'),
        width: wholeNumber('Logo width', 1, BRAND_FILE_KINDS.logo.width),
        height: wholeNumber('Logo height', 1, BRAND_FILE_KINDS.logo.height),
      })
      .strict()
      .nullable(),
  })
  .strict();

export const storeSettingsSchema = z
  .object({
    email: z.email({ error: 'Contact e-mail must be an e-mail address' }).max(254),
    phone: internationalNumber('Phone'),
    whatsappNumber: internationalNumber('WhatsApp number'),
    businessHours: text('Business hours', 300),
    supportHours: text('Support hours', 300),
    instagramUrl: httpsLink('Instagram link'),
    facebookUrl: httpsLink('Facebook link'),
    paybillNumber: z
      .string({ error: 'Paybill number must be text' })
      .trim()
      .regex(/^\d{5,7}$/, 'Paybill number must be 5 to 7 digits'),
  })
  .strict();

const deliveryAreaSchema = z
  .object({
    name: text('Area name', 60),
    feeKes: wholeNumber('Delivery fee', 0, 100_000),
    region: z.enum(DELIVERY_REGIONS, { error: 'Region must be kenya, africa or international' }),
    active: z.boolean({ error: 'Active must be true or false' }),
    // Areas saved before the shop had more than riders are riders' only.
    rider: z.boolean({ error: 'Rider delivery must be true or false' }).default(true),
    courierFeeKes: wholeNumber('Courier fee', 0, 100_000).nullable().default(null),
  })
  .strict();

const courierSchema = z
  .object({
    name: text('Courier name', 60),
    trackingUrl: z
      .string({ error: 'Tracking link must be text' })
      .trim()
      .max(300, 'Tracking link must be at most 300 characters')
      .refine((url) => /^https:\/\/[^\s]+$/.test(url) && url.includes('{ref}'), {
        message: 'Tracking link must be an https link with {ref} where the tracking number goes',
      }),
  })
  .strict();

export const deliverySettingsSchema = z
  .object({
    areas: z
      .array(deliveryAreaSchema, { error: 'Areas must be a list' })
      .min(1, 'Keep at least one delivery area')
      .max(100, 'At most 100 delivery areas')
      .superRefine((areas, ctx) => {
        const seen = new Set<string>();
        areas.forEach((area, index) => {
          const key = area.name.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'name'],
              message: `Two areas are named ${area.name}`,
            });
          seen.add(key);
        });
        if (!areas.some((area) => area.active))
          ctx.addIssue({ code: 'custom', message: 'Keep at least one area switched on' });
      }),
    freeDeliveryOverKes: wholeNumber('Free delivery threshold', 0, 10_000_000),
    freeDeliveryRegions: z
      .array(z.enum(DELIVERY_REGIONS, { error: 'Regions must be kenya, africa or international' }))
      .max(3)
      .refine((regions) => new Set(regions).size === regions.length, 'A region is named twice'),
    deliveryTimes: z
      .array(z.object({ area: text('Where', 80), days: text('How long', 80) }).strict())
      .min(1, 'Keep at least one delivery time')
      .max(20, 'At most 20 delivery times'),
    couriers: z
      .array(courierSchema, { error: 'Couriers must be a list' })
      .max(20, 'At most 20 couriers')
      .refine(
        (couriers) => new Set(couriers.map((c) => c.name.toLowerCase())).size === couriers.length,
        'Two couriers have the same name',
      )
      .default([]),
    // A parcel waiting at a pickup point this many days uncollected is put before the owner.
    pickupReminderDays: wholeNumber('Pickup reminder days', 1, 60).default(7),
  })
  .strict();

export const currencySettingsSchema = z
  .object({
    rates: z
      .record(
        z.enum(CURRENCY_CODES, { error: 'Unknown currency' }),
        z
          .number({ error: 'A rate must be a number' })
          .positive('A rate must be above 0')
          .max(1_000_000, 'A rate must be at most 1,000,000'),
      )
      .refine((rates) => rates.KES === 1, { message: 'The rate of KES is always 1', path: ['KES'] })
      .refine(
        (rates) => CURRENCY_CODES.every((code) => rates[code] !== undefined),
        'Give a rate for every currency',
      ),
    enabled: z
      .array(z.enum(CURRENCY_CODES, { error: 'Unknown currency' }))
      .refine((codes) => codes.includes('KES'), 'KES is always offered')
      .refine((codes) => new Set(codes).size === codes.length, 'A currency is named twice'),
    markupPercent: wholeNumber('Markup', 0, 500),
    ratesSetAt: z.iso.date({ error: 'The date the rates were set must be a date (YYYY-MM-DD)' }),
  })
  .strict();

export const wholesaleSettingsSchema = z
  .object({ discountPercent: wholeNumber('Wholesale discount', 0, 90) })
  .strict();
export const payLaterSettingsSchema = z
  .object({
    callWithinMinutes: wholeNumber('Call-back minutes', 1, 24 * 60),
    holdHours: wholeNumber('Hold hours', 1, 24 * 14),
  })
  .strict();
export const stockSettingsSchema = z
  .object({ lowStockThreshold: wholeNumber('Low-stock threshold', 0, 10_000) })
  .strict();
export const orderSettingsSchema = z
  .object({
    abandonedAfterHours: wholeNumber('Abandoned-order hours', 1, 24 * 30),
    paymentReminderAfterMinutes: wholeNumber('Payment reminder minutes', 0, 24 * 60),
    surplusHoldMinutes: wholeNumber('Surplus hold minutes', 1, 24 * 60),
  })
  .strict();

// Empty until the shop has them: eTIMS invoices wait (and the console says why) until they are set.
export const taxSettingsSchema = z
  .object({
    kraPin: z
      .string({ error: 'KRA PIN must be text' })
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || KRA_PIN_PATTERN.test(value), KRA_PIN_MESSAGE),
    branchId: z
      .string({ error: 'Branch must be text' })
      .trim()
      .regex(/^\d{2}$/, 'Branch must be the two-digit branch id KRA gave (00 for the head office)'),
    deviceSerial: z
      .string({ error: 'Device serial number must be text' })
      .trim()
      .max(40, 'Device serial number must be at most 40 characters')
      .regex(/^[\w-]*$/, 'Device serial number may hold letters, digits, "-" and "_" only'),
    vatRegistered: z.boolean({ error: 'VAT-registered must be true or false' }),
  })
  .strict();

export const SETTINGS_SCHEMAS = {
  brand: brandSettingsSchema,
  store: storeSettingsSchema,
  delivery: deliverySettingsSchema,
  currencies: currencySettingsSchema,
  wholesale: wholesaleSettingsSchema,
  payLater: payLaterSettingsSchema,
  stock: stockSettingsSchema,
  orders: orderSettingsSchema,
  tax: taxSettingsSchema,
} as const;

export type SettingsGroup = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_GROUPS = Object.keys(SETTINGS_SCHEMAS) as SettingsGroup[];

// The schemas' output types are the settings types; a drift between them fails the type check here.
type Checked = { [G in SettingsGroup]: z.infer<(typeof SETTINGS_SCHEMAS)[G]> };
const _sameShape: Checked extends ShopSettings ? (ShopSettings extends Checked ? true : never) : never = true;
void _sameShape;

export function isSettingsGroup(value: string): value is SettingsGroup {
  return Object.hasOwn(SETTINGS_SCHEMAS, value);
}

/** A rate that moved more than this from the last one asks the owner to confirm it. */
export const RATE_JUMP_PERCENT = 20;

/** The currencies whose new rate is more than RATE_JUMP_PERCENT away from the old one. */
export function rateJumps(
  before: Partial<Record<CurrencyCode, number>>,
  after: Partial<Record<CurrencyCode, number>>,
): CurrencyCode[] {
  return CURRENCY_CODES.filter((code) => {
    const old = before[code];
    const next = after[code];
    if (old === undefined || next === undefined || old === 0) return false;
    return (Math.abs(next - old) / old) * 100 > RATE_JUMP_PERCENT;
  });
}

const groupPatch = (group: string) =>
  z.record(z.string(), z.unknown(), { error: `${group} must be an object of its fields` });

/**
 * PATCH /api/admin/settings: any groups, each with any of its fields (a list such as the delivery
 * areas is replaced whole; rates are merged per currency). Each group is checked whole once merged.
 */
export const settingsPatchSchema = z
  .object({
    ...Object.fromEntries(SETTINGS_GROUPS.map((group) => [group, groupPatch(group).optional()])),
    /** Saves rates that moved more than RATE_JUMP_PERCENT; without it such a save is refused. */
    confirmRateJumps: z.boolean({ error: 'confirmRateJumps must be true or false' }).optional(),
  })
  .strict()
  .refine(
    (body) => SETTINGS_GROUPS.some((group) => (body as Record<string, unknown>)[group] !== undefined),
    'Send at least one settings group',
  );

export type SettingsPatch = Partial<Record<SettingsGroup, Record<string, unknown>>> & {
  confirmRateJumps?: boolean;
};

/** The group as it would be with the patch's fields laid over it; rates merge per currency. */
export function mergeGroup(group: SettingsGroup, current: object, patch: Record<string, unknown>): unknown {
  const merged: Record<string, unknown> = { ...current, ...patch };
  if (group === 'currencies' && isPlainObject(patch.rates)) {
    merged.rates = { ...(current as { rates: object }).rates, ...patch.rates };
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
