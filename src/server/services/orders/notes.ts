// Notes on an order: the owner's own, and what the shop did with its money (a refund sent). The
// order's page lists them, newest first.
import type { DbExecutor } from '../../db/executor';
import { orderNotes } from './tables';

/** `authorUserId`: the admin the note is by (a refund's note is by whoever asked for the refund). */
export async function writeOrderNote(
  tx: DbExecutor,
  note: { orderId: number; authorUserId: number | null; body: string },
): Promise<void> {
  await tx.insert(orderNotes).values(note);
}
