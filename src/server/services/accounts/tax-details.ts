// A reseller's own tax details: the KRA PIN the shop's tax invoices (eTIMS) name their business
// by. The shop's own PIN is a setting (settings.tax), not an account's.
import { eq } from 'drizzle-orm';
import type { ResellerTaxDetails } from '../../../core/account-schemas';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { users } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import type { SessionUser } from './users';

export const RESELLERS_ONLY =
  'Only reseller accounts keep a KRA PIN here; the shop’s own is in the console’s settings';

function resellerOnly(user: SessionUser): void {
  if (user.role !== 'reseller') throw new ServiceError('forbidden', RESELLERS_ONLY);
}

/** A reseller's PIN as their account holds it now ('' when not given or no such account), read in `db`. */
export async function kraPinOf(db: DbExecutor, userId: number): Promise<string> {
  const [row] = await db.select({ kraPin: users.kraPin }).from(users).where(eq(users.id, userId));
  return row?.kraPin ?? '';
}

export function createTaxDetails(db: Database) {
  async function taxDetails(user: SessionUser): Promise<ResellerTaxDetails> {
    resellerOnly(user);
    return { kraPin: await kraPinOf(db, user.id) };
  }

  return {
    taxDetails,

    /** Saves the PIN (checked and upper-cased by the schema); the activity log says it changed, not what to. */
    async saveTaxDetails(user: SessionUser, input: ResellerTaxDetails): Promise<ResellerTaxDetails> {
      resellerOnly(user);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ kraPin: users.kraPin })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        if (!before || before.kraPin === input.kraPin) return;
        await tx
          .update(users)
          .set({ kraPin: input.kraPin, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'user.kra_pin_changed',
          entityType: 'user',
          entityId: user.id,
          details: { kraPinSet: input.kraPin !== '' },
        });
      });
      return taxDetails(user);
    },
  };
}
