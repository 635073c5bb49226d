// A customer's data rights from the console: export everything held about one e-mail or phone,
// and erase it. Each is one call, audited without the e-mail or phone itself: the activity log
// keeps which kind of key was given and how many rows were found or changed.
import { customerKeyOf, privacyLookupSchema, type CustomerKey } from '../../../core/privacy-schema';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { recordAudit } from '../audit';
import { eraseCustomer, type ErasedCounts } from './erase';
import { customerExport, exportCounts, type CustomerExport } from './export';

export interface PrivacyActor {
  id: number;
}

export interface CustomerDataFile {
  fileName: string;
  data: CustomerExport & { exportedAt: string; lookup: { email: string } | { phone: string } };
  counts: ReturnType<typeof exportCounts>;
}

/** The key a request names; a malformed or missing one is a 400 naming the field (ZodError). */
function keyOf(input: unknown): { key: CustomerKey; lookup: { email: string } | { phone: string } } {
  const parsed = privacyLookupSchema.parse(input);
  const lookup = parsed.email !== undefined ? { email: parsed.email } : { phone: parsed.phone! };
  return { key: customerKeyOf(parsed), lookup };
}

export interface CustomerDataSummary {
  counts: ReturnType<typeof exportCounts>;
  /** The customer's orders, newest first, for the owner to recognise them. */
  orders: { orderNumber: string; status: string; totalCents: number; placedAt: Date }[];
}

/** Everything held about `key`, read in `tx` and written to the activity log as counts only. */
async function readAudited(tx: DbExecutor, key: CustomerKey, actor: PrivacyActor, action: string) {
  const data = await customerExport(tx, key);
  const counts = exportCounts(data);
  await recordAudit(tx, {
    actorUserId: actor.id,
    action,
    entityType: 'customer_data',
    entityId: key.kind,
    details: { lookup: key.kind, ...counts },
  });
  return { data, counts };
}

export function createPrivacyService(db: Database) {
  return {
    /** What the console shows before an export or erasure: counts and order numbers, audited. */
    async summarise(input: unknown, actor: PrivacyActor): Promise<CustomerDataSummary> {
      const { key } = keyOf(input);
      return db.transaction(async (tx) => {
        const { data, counts } = await readAudited(tx, key, actor, 'customer_data.looked_up');
        const orders = data.orders
          .map(({ orderNumber, status, totalCents, placedAt }) => ({
            orderNumber,
            status,
            totalCents,
            placedAt,
          }))
          .reverse();
        return { counts, orders };
      });
    },

    /** Everything held about `{ email }` or `{ phone }`, as the file the owner downloads. */
    async exportCustomer(input: unknown, actor: PrivacyActor): Promise<CustomerDataFile> {
      const { key, lookup } = keyOf(input);
      return db.transaction(async (tx) => {
        const { data, counts } = await readAudited(tx, key, actor, 'customer_data.exported');
        const exportedAt = new Date().toISOString();
        return {
          fileName: `customer-data-${exportedAt.slice(0, 10)}.json`,
          data: { exportedAt, lookup, ...data },
          counts,
        };
      });
    },

    /**
     * Anonymises every row held about `{ email }` or `{ phone }`, keeping what the books need.
     * Refused (409) while the customer's money is unsettled; erasing twice changes nothing more.
     */
    async eraseCustomer(input: unknown, actor: PrivacyActor): Promise<ErasedCounts> {
      const { key } = keyOf(input);
      return db.transaction(async (tx) => {
        const erased = await eraseCustomer(tx, key);
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'customer_data.erased',
          entityType: 'customer_data',
          entityId: key.kind,
          details: { lookup: key.kind, ...erased },
        });
        return erased;
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
