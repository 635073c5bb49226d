// The owner's settings as values (the schemas that check them are in shop-settings.ts), and SPEC's
// values as their defaults: a fresh shop looks and prices exactly as SPEC. Secrets and deployment
// values (database, M-Pesa credentials) are not settings; they stay in the environment. No zod
// here: the browser's shell reads these types and defaults on every page.
import { DEFAULT_MAIN_COLOUR } from './brand-colour';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './delivery';
import { DEFAULT_CURRENCY_SETTINGS, type CurrencySettings } from './exchange-rates';
import {
  DEFAULT_RETAIL_LINE_QUANTITY,
  DEFAULT_UNPAID_UNITS_PER_PRODUCT,
  type RetailQuantityRules,
} from './order-line-limits';

export interface StoreSettings {
  email: string;
  /** International digits, as tel: and wa.me links take them. */
  phone: string;
  whatsappNumber: string;
  /** Lines as the contact page shows them. */
  businessHours: string;
  supportHours: string;
  instagramUrl: string;
  facebookUrl: string;
  paybillNumber: string;
}

/** An uploaded logo: the name its files are stored under (core/brand-images.ts) and its size. */
export interface BrandLogo {
  id: string;
  width: number;
  height: number;
}

/** Who the shop is: its name and slogan on every page, mail, text and invoice. */
export interface BrandSettings {
  shopName: string;
  /** Beside the logo, under the footer's logo, after the home page's title; '' shows none. */
  slogan: string;
  /** The registered business name tax invoices carry; '' is the shop's name. */
  legalName: string;
  /** '#rrggbb': buttons and links on the pages and in mails (core/brand-colour.ts). */
  mainColour: string;
  /** Null shows the shipped logo and icons (the name in letters for another name). */
  logo: BrandLogo | null;
}

/** The shop as SPEC names it; an owner's own brand replaces each value in the console. */
export const DEFAULT_BRAND: BrandSettings = {
  shopName: 'Heritage Shea',
  slogan: 'Timeless Beauty, Rooted in Nature',
  legalName: '',
  mainColour: DEFAULT_MAIN_COLOUR,
  logo: null,
};

export interface ShopSettings {
  brand: BrandSettings;
  store: StoreSettings;
  delivery: DeliverySettings;
  currencies: CurrencySettings;
  wholesale: { discountPercent: number };
  payLater: { callWithinMinutes: number; holdHours: number };
  stock: { lowStockThreshold: number };
  orders: {
    abandonedAfterHours: number;
    /** An M-Pesa order whose prompt failed and is still unpaid this long gets one reminder; 0 is at once. */
    paymentReminderAfterMinutes: number;
    /**
     * An unpaid M-Pesa order may hold more of a product than the unpaid limit (UNPAID_UNITS_PER_PRODUCT)
     * for this long; unless paid by then, the units beyond go back on sale.
     */
    surplusHoldMinutes: number;
  };
  /** KRA eTIMS: the seller's PIN, branch and device; invoices wait while the PIN or device is empty. */
  tax: TaxSettings;
}

export interface TaxSettings {
  kraPin: string;
  branchId: string;
  deviceSerial: string;
  /** VAT-registered sellers charge each product's tax type; others invoice every line as Non-VAT. */
  vatRegistered: boolean;
}

/** SPEC's values. `store` takes the environment's contact values where the shop set them. */
export function defaultSettings(store: Partial<StoreSettings> = {}): ShopSettings {
  return {
    brand: DEFAULT_BRAND,
    store: {
      email: 'hello@heritageshea.co.ke',
      phone: '254700123456',
      whatsappNumber: '254700123456',
      businessHours: 'Mon-Fri: 8:00 AM - 6:00 PM\nSat: 9:00 AM - 4:00 PM\nSun: Closed',
      supportHours: 'Monday-Friday 9:00-18:00 EAT',
      instagramUrl: 'https://www.instagram.com/heritageshea',
      facebookUrl: 'https://www.facebook.com/heritageshea',
      paybillNumber: '174379',
      ...store,
    },
    delivery: DEFAULT_DELIVERY_SETTINGS,
    currencies: DEFAULT_CURRENCY_SETTINGS,
    wholesale: { discountPercent: 30 },
    payLater: { callWithinMinutes: 10, holdHours: 48 },
    stock: { lowStockThreshold: 5 },
    orders: { abandonedAfterHours: 48, paymentReminderAfterMinutes: 30, surplusHoldMinutes: 15 },
    tax: { kraPin: '', branchId: '00', deviceSerial: '', vatRegistered: true },
  };
}

/** What every page may show and the browser needs (brand, contact, delivery, currencies, the promises);
 * not the console's own rules (stock threshold, hold and abandonment hours). */
export interface PublicSettings {
  brand: BrandSettings;
  store: StoreSettings;
  delivery: DeliverySettings;
  currencies: CurrencySettings;
  wholesale: ShopSettings['wholesale'];
  payLater: { callWithinMinutes: number };
  /** The checkout's quantity rules, said on the product page and in the cart. */
  quantities: RetailQuantityRules;
}

/** `limits` are the environment's (services.orders.limits); the error page's fallback uses the defaults. */
export function toPublicSettings(
  settings: ShopSettings,
  limits: Pick<RetailQuantityRules, 'perOrder' | 'unpaid'> = {
    perOrder: DEFAULT_RETAIL_LINE_QUANTITY,
    unpaid: DEFAULT_UNPAID_UNITS_PER_PRODUCT,
  },
): PublicSettings {
  return {
    brand: settings.brand,
    store: settings.store,
    delivery: settings.delivery,
    currencies: settings.currencies,
    wholesale: settings.wholesale,
    payLater: { callWithinMinutes: settings.payLater.callWithinMinutes },
    quantities: { ...limits, holdMinutes: settings.orders.surplusHoldMinutes },
  };
}
