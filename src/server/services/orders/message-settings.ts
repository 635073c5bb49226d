// What an order's mails and texts quote from the owner's settings (the shop's name and e-mail, the
// Paybill number, the Pay Later promise), read in the transaction that queues them: a message says what
// the settings said when it was made, not what they said when the process started.
import type { DbExecutor } from '../../db/executor';
import type { OrdersContext } from './context';
import type { OrderMailSettings } from './mails';
import type { OrderSmsSettings } from './sms-texts';

export interface OrderMessageSettings {
  mail: OrderMailSettings;
  sms: OrderSmsSettings;
}

export async function orderMessageSettings(
  ctx: OrdersContext,
  executor: DbExecutor,
): Promise<OrderMessageSettings> {
  const settings = await ctx.settings.readFresh(executor);
  const payLaterCallMinutes = settings.payLater.callWithinMinutes;
  return {
    mail: { ...ctx.mailSettings, shopEmail: settings.store.email, payLaterCallMinutes },
    sms: {
      ...ctx.smsSettings,
      paybillShortcode: settings.store.paybillNumber,
      payLaterCallMinutes,
      shopName: settings.brand.shopName,
    },
  };
}
