// Values the owner's texts quote by name instead of by figure, so a FAQ answer or a policy page
// follows the settings: 'we will call you within {payLaterMinutes} minutes', '{shopName} began'. Filled in on the
// server each time the content or a setting changes; an unknown name stays as written.
import { freeDeliveryThresholdText } from './delivery';
import type { PublicSettings } from './shop-settings-values';

const TOKENS: Record<string, (settings: PublicSettings) => string> = {
  shopName: (s) => s.brand.shopName,
  payLaterMinutes: (s) => String(s.payLater.callWithinMinutes),
  freeDeliveryThreshold: (s) => freeDeliveryThresholdText(s.delivery),
  wholesaleDiscount: (s) => `${s.wholesale.discountPercent}%`,
  currencyMarkup: (s) => `${s.currencies.markupPercent}%`,
};

/** The names the console lists beside the editors, each with what it stands for now. */
export function contentTokens(settings: PublicSettings): { token: string; value: string }[] {
  return Object.entries(TOKENS).map(([name, value]) => ({ token: `{${name}}`, value: value(settings) }));
}

export function fillContentTokens(text: string, settings: PublicSettings): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(TOKENS, name) ? TOKENS[name]!(settings) : whole,
  );
}
