// Mails that anybody can cause by placing an order (Pay Later) carry text the caller chose to an
// address the caller chose. Each address gets only a few of them an hour, so the shop cannot be
// used to flood someone's inbox; past that the mail is skipped (the order itself is kept). The hit
// is counted in the transaction that queues the mail, so a change that rolls back counts nothing.
import type { DbExecutor } from '../../db/executor';
import type { Mail } from '../../integrations/mail/mail';
import { enqueueMail } from '../notifications';
import type { OrdersContext } from './context';

export const CUSTOMER_MAILS_PER_RECIPIENT = { name: 'mail:recipient', max: 5, windowMs: 60 * 60 * 1000 };

export async function mailCustomer(
  ctx: OrdersContext,
  tx: DbExecutor,
  event: string,
  mail: Mail,
  kind: string,
): Promise<void> {
  const check = await ctx.limits.hit(CUSTOMER_MAILS_PER_RECIPIENT, mail.to.trim().toLowerCase(), tx);
  if (!check.allowed) {
    ctx.log.warn({ kind }, 'customer mail skipped: too many mails to one address this hour');
    return;
  }
  await enqueueMail(tx, event, mail);
}
