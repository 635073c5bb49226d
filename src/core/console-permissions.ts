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

export const CONSOLE_ROLE_LABELS: Record<ConsoleRole, string> = { owner: 'Owner', staff: 'Staff' };

/** What a staff member hears when a part of the console is the owners' alone. */
export const OWNERS_ONLY = 'Only the shop’s owners can do this. Ask an owner.';
