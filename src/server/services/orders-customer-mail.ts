// Mails that anybody can cause by placing an order (Pay Later) carry text the caller chose to an
// address the caller chose. Each address gets only a few of them an hour, so the shop cannot be
// used to flood someone's inbox; past that the mail is skipped (the order itself is kept).
import type { Mail } from '../integrations/mail/mail';
import type { OrdersContext } from './orders-context';

export const CUSTOMER_MAILS_PER_RECIPIENT = { name: 'mail:recipient', max: 5, windowMs: 60 * 60 * 1000 };

export async function mailCustomer(ctx: OrdersContext, mail: Mail, kind: string): Promise<void> {
  try {
    const check = await ctx.limits.hit(CUSTOMER_MAILS_PER_RECIPIENT, mail.to.trim().toLowerCase());
    if (!check.allowed) {
      ctx.log.warn({ kind }, 'customer mail skipped: too many mails to one address this hour');
      return;
    }
  } catch (error) {
    ctx.log.error({ err: error, kind }, 'customer mail skipped: its limit could not be checked');
    return;
  }
  void ctx.mailer.send(mail);
}
