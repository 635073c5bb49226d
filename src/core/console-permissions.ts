// Who may do what in the console: the one table every console page and /api/admin endpoint checks
// on the server. Staff run the day (orders, products, reviews, messages); money, people, the rules
// of the shop and customers' personal data stay with the owners.

export const CONSOLE_ROLES = ['owner', 'staff'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const isConsoleRole = (value: unknown): value is ConsoleRole =>
  (CONSOLE_ROLES as readonly unknown[]).includes(value);

const EVERYONE = ['owner', 'staff'] as const;
const OWNERS = ['owner'] as const;

export const CONSOLE_PERMISSIONS = {
  /** The console itself and its Today page. */
  console: EVERYONE,
  /** Orders and wholesale orders: statuses, notes, checking a payment with M-Pesa. */
  orders: EVERYONE,
  products: EVERYONE,
  reviews: EVERYONE,
  messages: EVERYONE,
  /** Discount codes: promotions give money away, so they stay with the owners. */
  discounts: OWNERS,
  /** The Insight page: the shop's takings and funnel, which say how the business is doing. */
  insights: OWNERS,
  /** Refunds, and matching Paybill payments that came in without an order to orders. */
  money: OWNERS,
  /** Reseller applications and accounts: approving, refusing, reading their details. */
  resellers: OWNERS,
  /** The console's members and invitations. */
  team: OWNERS,
  settings: OWNERS,
  content: OWNERS,
  /** Lists and exports of customers' personal data (newsletter subscribers) and the activity log. */
  personalData: OWNERS,
  /** M-Pesa's connection checks and test prompts. */
  payments: OWNERS,
} as const satisfies Record<string, readonly ConsoleRole[]>;

export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;

/** Whether a console member of `role` may use `permission`; anyone else (null) may not. */
export function can(role: ConsoleRole | null | undefined, permission: ConsolePermission): boolean {
  return (
    role !== null &&
    role !== undefined &&
    (CONSOLE_PERMISSIONS[permission] as readonly ConsoleRole[]).includes(role)
  );
}

/**
 * Every console action: the permission it needs, and whether an account with two-step sign-in must
 * have given a code in the last 10 minutes (`stepUp`, core/two-factor.ts STEP_UP_MS). A fresh code
 * guards what a stolen session cookie could do most harm with: what the shop charges or pays, what
 * every visitor reads, who may act, and customers' personal data leaving the shop. Reading and the
 * day's work on orders, reviews and messages ask for none. Every /api/admin handler and console page
 * names its action here (api/guards.ts and web/lib/auth.server.ts `requireConsole`), so none chooses
 * step-up by hand; test/api/console-permissions.test.ts walks them.
 */
export const CONSOLE_ACTIONS = {
  'console.view': { permission: 'console', stepUp: false },
  'orders.view': { permission: 'orders', stepUp: false },
  /** Status moves, notes, asking M-Pesa about a payment: the day's work, no money leaves. */
  'orders.handle': { permission: 'orders', stepUp: false },
  /** The orders waiting to be packed, their pick list and packing slips: reading, nothing changes. */
  'fulfilment.view': { permission: 'orders', stepUp: false },
  /** Parcels: packing, handing to a rider or courier, marking them out, waiting, collected or back. */
  'fulfilment.ship': { permission: 'orders', stepUp: false },
  /** Sends a fixed invoice to KRA again; its amounts and number do not change. */
  'taxInvoices.retry': { permission: 'orders', stepUp: false },
  'products.view': { permission: 'products', stepUp: false },
  /**
   * Any write of a product, pictures too: one edit may carry prices, stock corrections and sizes, and
   * the rest (names, descriptions, pictures) is what every visitor reads.
   */
  'products.edit': { permission: 'products', stepUp: true },
  /** Deleting a product (or archiving one ever ordered), the demo catalogue's too: no undo for a deletion. */
  'products.remove': { permission: 'products', stepUp: true },
  'discounts.view': { permission: 'discounts', stepUp: false },
  'discounts.change': { permission: 'discounts', stepUp: true },
  'insights.view': { permission: 'insights', stepUp: false },
  'reviews.view': { permission: 'reviews', stepUp: false },
  /** Customers' own words, checked as part of the day's work. */
  'reviews.moderate': { permission: 'reviews', stepUp: false },
  'messages.view': { permission: 'messages', stepUp: false },
  'messages.handle': { permission: 'messages', stepUp: false },
  /** Refunds owed and made, and Paybill payments without an order. */
  'money.view': { permission: 'money', stepUp: false },
  'refunds.issue': { permission: 'money', stepUp: true },
  'paybill.assign': { permission: 'money', stepUp: true },
  'resellers.view': { permission: 'resellers', stepUp: false },
  /** Approving or refusing a reseller opens or shuts wholesale prices to them. */
  'resellers.decide': { permission: 'resellers', stepUp: true },
  'team.view': { permission: 'team', stepUp: false },
  /** Invitations, roles, disabling, signing out, resetting a member's two-step, the shop's policy. */
  'team.change': { permission: 'team', stepUp: true },
  'settings.view': { permission: 'settings', stepUp: false },
  'settings.change': { permission: 'settings', stepUp: true },
  'pickupPoints.view': { permission: 'settings', stepUp: false },
  /** A point's fee is what the shop charges, its address where customers go with their parcels. */
  'pickupPoints.change': { permission: 'settings', stepUp: true },
  'riders.view': { permission: 'settings', stepUp: false },
  /** A rider's phone is where the shop texts the link of each drop handed to them. */
  'riders.change': { permission: 'settings', stepUp: true },
  /** The pages and the announcement, their versions, and a preview that saves nothing. */
  'content.view': { permission: 'content', stepUp: false },
  'content.change': { permission: 'content', stepUp: true },
  /** Lists on screen (activity, subscribers, a customer's summary on the Privacy page). */
  'personalData.view': { permission: 'personalData', stepUp: false },
  /** The CSV exports and a customer's privacy export: personal data leaving the shop. */
  'personalData.export': { permission: 'personalData', stepUp: true },
  'personalData.erase': { permission: 'personalData', stepUp: true },
  /** The M-Pesa connection check (against the real Daraja; open while it is simulated). */
  'payments.check': { permission: 'payments', stepUp: false },
  /** A test prompt spends real money against the real Daraja. */
  'payments.testPrompt': { permission: 'payments', stepUp: true },
  /**
   * A member's own two-step sign-in: new recovery codes or turning it off. Setting it up asks for
   * none: an account with it on is refused set-up, and step-up asks only accounts with it on.
   */
  'twoFactor.change': { permission: 'console', stepUp: true },
} as const satisfies Record<string, { permission: ConsolePermission; stepUp: boolean }>;

export type ConsoleAction = keyof typeof CONSOLE_ACTIONS;

/** Whether `action` asks an account with two-step sign-in for a code from the last 10 minutes. */
export const needsStepUp = (action: ConsoleAction): boolean => CONSOLE_ACTIONS[action].stepUp;

export const CONSOLE_ROLE_LABELS: Record<ConsoleRole, string> = { owner: 'Owner', staff: 'Staff' };

/** What a staff member hears when a part of the console is the owners' alone. */
export const OWNERS_ONLY = 'Only the shop’s owners can do this. Ask an owner.';
