// The console's Paybill number defaults to the shortcode the environment names. A shop tried on the
// simulator first stores Safaricom's sandbox 174379 with its other contact details; once M-Pesa is
// real, that number belongs to somebody else's business, and customers told to pay it would pay
// them. So where the environment names the shop's own, the sandbox's is never read nor saved.
import type { ShopSettings } from '../../../core/shop-settings-values';
import { SANDBOX_SHORTCODE } from '../../integrations/mpesa/env';
import { ServiceError } from '../errors';

const realPaybill = (defaults: ShopSettings) => defaults.store.paybillNumber !== SANDBOX_SHORTCODE;

/** The stored store group with a sandbox Paybill number read as the environment's own. */
export function withoutSandboxPaybill(settings: ShopSettings, defaults: ShopSettings): ShopSettings {
  if (!realPaybill(defaults) || settings.store.paybillNumber !== SANDBOX_SHORTCODE) return settings;
  return { ...settings, store: { ...settings.store, paybillNumber: defaults.store.paybillNumber } };
}

/** Refuses saving the sandbox's Paybill number where the environment names the shop's own. */
export function refuseSandboxPaybill(store: ShopSettings['store'], defaults: ShopSettings) {
  if (!realPaybill(defaults) || store.paybillNumber !== SANDBOX_SHORTCODE) return;
  const message = `Paybill number ${SANDBOX_SHORTCODE} is Safaricom's sandbox, not this shop's: enter the shop's own`;
  throw new ServiceError('invalid', message, { 'store.paybillNumber': message });
}
