// The mails an account's events send, queued in the transaction of their cause so a mail goes out
// only for a registration or approval that committed.
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/executor';
import { enqueueMail } from '../notifications';
import { readBrand } from '../settings';
import {
  newConsoleDeviceMail,
  registeredAgainMail,
  registeredMail,
  resellerApprovedMail,
  twoFactorMail,
} from './mails';
import type { ResellerReviewOptions } from './reseller-review';
import type { SignInOptions } from './sign-in';
import type { TwoFactorOptions } from './two-factor';

export interface AccountMailSettings {
  publicUrl: string;
  /** The owner's wholesale discount as it stands in the approval's transaction. */
  wholesalePercent: (tx: DbExecutor) => Promise<number>;
}

export function accountMailHooks({
  publicUrl,
  wholesalePercent,
}: AccountMailSettings): Omit<SignInOptions, 'limits'> &
  ResellerReviewOptions &
  Pick<TwoFactorOptions, 'onTwoFactorEvent'> {
  return {
    onRegistered: async (tx, user) => {
      const { shopName } = await readBrand(tx);
      await enqueueMail(tx, `user:${user.id}:registered`, registeredMail(user.email, publicUrl, shopName));
    },
    // Each attempt is its own event: nothing in the database names it.
    onRegisteredAgain: async (tx, email) => {
      await enqueueMail(tx, `registration:${randomUUID()}`, registeredAgainMail(email, publicUrl));
    },
    onNewConsoleDevice: async (tx, user, origin) => {
      const { shopName } = await readBrand(tx);
      await enqueueMail(
        tx,
        `new-device:${randomUUID()}`,
        newConsoleDeviceMail(user, origin, publicUrl, shopName),
      );
    },
    onTwoFactorEvent: async (tx, user, event, auditId) => {
      const { shopName } = await readBrand(tx);
      await enqueueMail(tx, `audit-event:${auditId}`, twoFactorMail(user, event, publicUrl, shopName));
    },
    onResellerApproved: async (tx, user, auditId) => {
      const percent = await wholesalePercent(tx);
      await enqueueMail(tx, `audit-event:${auditId}`, resellerApprovedMail(user, publicUrl, percent));
    },
  };
}
