// The owner's choice to ask every console member for two-step sign-in, kept as a shop document so
// it has a history and an entry in the activity log like any setting.
import type { Database } from '../../db/client';
import { readDocuments, saveDocument } from '../settings';

const KEY = 'two-factor-policy';

interface TwoFactorPolicy {
  required: boolean;
}

const DEFAULT_POLICY: TwoFactorPolicy = { required: false };

function policyOf(value: unknown): TwoFactorPolicy {
  const required = (value as Partial<TwoFactorPolicy> | undefined)?.required;
  return { required: required === true };
}

export function createTwoFactorPolicy(db: Database) {
  return {
    // Read from the database each time: it is asked only for console members without two-step
    // sign-in, and a change must hold in every process at once.
    async required(): Promise<boolean> {
      const stored = (await readDocuments(db, [KEY])).get(KEY);
      return policyOf(stored?.value ?? DEFAULT_POLICY).required;
    },

    async set(required: boolean, actorUserId: number): Promise<void> {
      await db.transaction((tx) =>
        saveDocument(tx, KEY, { required } satisfies TwoFactorPolicy, {
          actorUserId,
          action: 'settings.two_factor_policy_changed',
          entityType: 'settings',
          entityId: KEY,
          fallback: DEFAULT_POLICY,
        }),
      );
    },
  };
}
