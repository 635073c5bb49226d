// The shop's settings (core/shop-settings.ts): read by every page and order, changed by the owner
// in the console. Reads are kept in memory until any process announces a change; an order reads
// them afresh in its own transaction, so the fee it charges is the one stored when it was placed.
import {
  SETTINGS_GROUPS,
  SETTINGS_SCHEMAS,
  mergeGroup,
  rateJumps,
  type SettingsGroup,
  type SettingsPatch,
} from '../../../core/shop-settings';
import { LOGO_ONLY_BY_UPLOAD } from '../../../core/logo-upload';
import { type BrandLogo, type BrandSettings, type ShopSettings } from '../../../core/shop-settings-values';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { shopDate } from '../../../core/shop-time';
import { ServiceError } from '../errors';
import { documentGroup } from './document-group';
import {
  listVersions,
  saveDocument,
  versionValue,
  type AccountEmails,
  type DocumentVersion,
} from './documents';
import { refuseSandboxPaybill, withoutSandboxPaybill } from './sandbox-paybill';

export interface SettingsActor {
  id: number;
}

/** What settings asks of the domains above it, handed in by services/index.ts. */
export interface SettingsOptions {
  /** Of `areas`, those past orders name (services/orders), read inside the saving transaction. */
  areasOrdered(tx: DbExecutor, areas: readonly string[]): Promise<string[]>;
  /** The e-mails of the admins who saved versions (services/accounts), for the history. */
  emailsOf: AccountEmails;
}

export function createSettingsService(db: Database, defaults: ShopSettings, options: SettingsOptions) {
  /** The stored groups over the defaults. A stored group that no longer passes its schema (a field
   * added since) is read field by field over its default. */
  const groups = documentGroup({
    prefix: 'settings',
    parts: SETTINGS_GROUPS,
    defaults,
    check: (group, stored) =>
      SETTINGS_SCHEMAS[group].safeParse({ ...defaults[group], ...(stored as object) }),
  });
  const { keyOf } = groups;
  const served = (settings: ShopSettings) => withoutSandboxPaybill(settings, defaults);

  async function readFrom(executor: DbExecutor): Promise<ShopSettings> {
    return served(await groups.read(executor));
  }

  const cached = groups.cached(db, served);

  /** Refuses deleting an area that past orders name: it is to be switched off instead. */
  async function checkRemovedAreas(
    tx: DbExecutor,
    before: ShopSettings['delivery'],
    after: ShopSettings['delivery'],
  ) {
    const kept = new Set(after.areas.map((a) => a.name));
    const removed = before.areas.map((a) => a.name).filter((name) => !kept.has(name));
    if (removed.length === 0) return;
    const used = await options.areasOrdered(tx, removed);
    if (used.length === 0) return;
    const names = used.sort();
    throw new ServiceError(
      'invalid',
      `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} named by past orders: switch ${names.length === 1 ? 'it' : 'them'} off instead of deleting`,
      { 'delivery.areas': 'Switch off an area past orders name instead of deleting it' },
    );
  }

  async function save(
    tx: DbExecutor,
    current: ShopSettings,
    group: SettingsGroup,
    next: unknown,
    actor: SettingsActor,
    details?: Record<string, unknown>,
  ) {
    await saveDocument(tx, keyOf(group), next, {
      actorUserId: actor.id,
      action: 'settings.updated',
      entityType: 'settings',
      entityId: group,
      fallback: current[group],
      details,
    });
  }

  return {
    /** What pages and the browser read; kept in memory between changes. */
    read: (): Promise<ShopSettings> => cached.get(),
    /** Read inside a caller's transaction, for money: an order's fee and prices. */
    readFresh: (executor: DbExecutor): Promise<ShopSettings> => readFrom(executor),

    /**
     * Lays each group of `patch` over the stored one and saves the groups that changed. A group
     * that fails its schema fails the whole request (400, nothing saved, messages by field as
     * `group.field`); rates that jump more than 20% need `confirmRateJumps` (409).
     */
    async update(patch: SettingsPatch, actor: SettingsActor): Promise<ShopSettings> {
      await db.transaction(async (tx) => {
        const current = await readFrom(tx);
        const changed: [SettingsGroup, unknown][] = [];
        const errors: Record<string, string> = {};
        for (const group of SETTINGS_GROUPS) {
          const fields = patch[group];
          if (!fields) continue;
          const parsed = SETTINGS_SCHEMAS[group].safeParse(datedRates(group, current, fields));
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              const field = [group, ...issue.path.map(String)].join('.');
              const name = issue.code === 'unrecognized_keys' ? `${group}.${issue.keys[0]}` : field;
              errors[name] ??=
                issue.code === 'unrecognized_keys' ? `Unknown field "${issue.keys[0]}"` : issue.message;
            }
            continue;
          }
          if (JSON.stringify(parsed.data) !== JSON.stringify(current[group]))
            changed.push([group, parsed.data]);
        }
        const messages = Object.values(errors);
        if (messages.length > 0) throw new ServiceError('invalid', messages[0]!, errors);

        for (const [group, next] of changed) {
          if (group === 'brand') refuseOtherLogo(current.brand, next as ShopSettings['brand']);
          if (group === 'store') refuseSandboxPaybill(next as ShopSettings['store'], defaults);
          if (group === 'delivery')
            await checkRemovedAreas(tx, current.delivery, next as ShopSettings['delivery']);
          if (group === 'currencies' && !patch.confirmRateJumps) {
            const jumps = rateJumps(current.currencies.rates, (next as ShopSettings['currencies']).rates);
            if (jumps.length > 0) {
              throw new ServiceError(
                'conflict',
                `${jumps.join(', ')} ${jumps.length === 1 ? 'moves' : 'move'} more than 20% from the last rate: confirm to save`,
                Object.fromEntries(
                  jumps.map((code) => [`currencies.rates.${code}`, 'More than 20% from the last rate']),
                ),
              );
            }
          }
          await save(tx, current, group, next, actor);
        }
      });
      return readFrom(db);
    },

    /** Names an uploaded logo (its files stored already, brand-logo.ts) in the brand, or none. */
    async saveLogo(logo: BrandLogo | null, actor: SettingsActor): Promise<ShopSettings> {
      await db.transaction(async (tx) => {
        const current = await readFrom(tx);
        if (JSON.stringify(current.brand.logo) === JSON.stringify(logo)) return;
        const next = SETTINGS_SCHEMAS.brand.parse({ ...current.brand, logo });
        await save(tx, current, 'brand', next, actor, { logo: logo ? 'uploaded' : 'removed' });
      });
      return readFrom(db);
    },

    /** The last saved versions of a group, newest first. */
    versions: (group: SettingsGroup): Promise<DocumentVersion[]> =>
      listVersions(db, keyOf(group), options.emailsOf),
    /** The last saved versions of any stored document (the content pages'), newest first. */
    documentVersions: (key: string): Promise<DocumentVersion[]> => listVersions(db, key, options.emailsOf),

    /** Saves a kept version again as the newest; the history keeps the versions in between. */
    async restore(group: SettingsGroup, version: number, actor: SettingsActor): Promise<ShopSettings> {
      await db.transaction(async (tx) => {
        const current = await readFrom(tx);
        const value = await versionValue(tx, keyOf(group), version);
        const parsed = SETTINGS_SCHEMAS[group].safeParse({ ...defaults[group], ...(value as object) });
        if (!parsed.success)
          throw new ServiceError('conflict', `Version ${version} no longer fits the ${group} settings`);
        if (group === 'delivery')
          await checkRemovedAreas(tx, current.delivery, parsed.data as ShopSettings['delivery']);
        await save(tx, current, group, parsed.data, actor, { restoredVersion: version });
      });
      return readFrom(db);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The group merged; new rates sent without a date are dated today, so the picker's date stays true. */
function datedRates(group: SettingsGroup, current: ShopSettings, fields: Record<string, unknown>): unknown {
  const merged = mergeGroup(group, current[group], fields) as Record<string, unknown>;
  if (group !== 'currencies' || fields.ratesSetAt !== undefined) return merged;
  const changed = JSON.stringify(merged.rates) !== JSON.stringify(current.currencies.rates);
  return changed ? { ...merged, ratesSetAt: shopDate(new Date()) } : merged;
}

/** A save may keep the brand's logo or remove it; only an upload names a new one (its files made). */
function refuseOtherLogo(before: BrandSettings, after: BrandSettings) {
  if (after.logo === null || JSON.stringify(after.logo) === JSON.stringify(before.logo)) return;
  throw new ServiceError('invalid', LOGO_ONLY_BY_UPLOAD, { 'brand.logo': LOGO_ONLY_BY_UPLOAD });
}
