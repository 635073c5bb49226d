// The settings page's read and its saves, through the same service as GET and PATCH
// /api/admin/settings and the versions' restore: the same checks, the same field errors.
import { data, type AppLoadContext } from 'react-router';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES, NO_LOGO_CHOSEN } from '../../../core/logo-upload';
import { parseRatesCsv } from '../../../core/rates-csv';
import type { SessionUser } from '../../../server/services/accounts';
import { HTTP_STATUS_OF, isServiceError } from '../../../server/services/errors';
import type { ConsoleNoticeData } from '../../lib/console-notice';
import {
  SETTINGS_FORM_GROUPS,
  SETTINGS_GROUP_TITLES,
  isSettingsFormGroup,
  readSettingsForm,
  type SettingsFormGroup,
} from '../../lib/settings-form';

export interface SettingsNotice extends ConsoleNoticeData {
  /** The form the notice belongs to; it shows beside that form ('logo': the logo's upload). */
  group?: SettingsFormGroup | 'logo';
  /** The values as posted, shown again after a refusal or a CSV fill instead of the stored ones. */
  values?: Record<string, unknown>;
  /** Rates moved more than 20%: the form offers to save anyway. */
  confirmRateJumps?: boolean;
}

export interface SettingsVersionRow {
  version: number;
  savedAt: string;
  savedBy: string | null;
}

export async function settingsPageData(context: AppLoadContext) {
  const { settings } = context.services;
  const [current, histories] = await Promise.all([
    settings.read(),
    Promise.all(
      SETTINGS_FORM_GROUPS.map(async (group) => {
        const versions = await settings.versions(group);
        const rows: SettingsVersionRow[] = versions.map((v) => ({
          version: v.version,
          savedAt: v.savedAt.toISOString(),
          savedBy: v.savedBy,
        }));
        return [group, rows] as const;
      }),
    ),
  ]);
  return {
    settings: current,
    history: Object.fromEntries(histories) as Record<SettingsFormGroup, SettingsVersionRow[]>,
  };
}

const answer = (notice: SettingsNotice, status = 200) => data<SettingsNotice>(notice, { status });

const unreadable = () =>
  answer(
    { ok: false, message: 'That request could not be read. Please reload the page and try again.' },
    400,
  );

/** A save of one group's form, a CSV fill of the rates, a restore of a kept version, or the logo. */
export async function settingsAction(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'upload-logo' || intent === 'remove-logo') return logoAction(context, admin, form);
  const group = form.get('group');
  if (!isSettingsFormGroup(group)) return unreadable();
  const title = SETTINGS_GROUP_TITLES[group];
  if (intent === 'restore') {
    const version = Number(form.get('version'));
    if (!Number.isInteger(version) || version < 1) return unreadable();
    return refusalOrNotice(group, undefined, async () => {
      await context.services.settings.restore(group, version, admin);
      return `${title} settings: version ${version} is back in use.`;
    });
  }
  if (intent !== 'save') return unreadable();

  const values = readSettingsForm(group, form);
  if (group === 'currencies') {
    const csv = String(form.get('currencies.csv') ?? '');
    if (csv.trim() !== '') {
      const parsed = parseRatesCsv(csv);
      if (!parsed.ok)
        return answer(
          { ok: false, group, values, message: parsed.message, errors: { 'currencies.csv': parsed.message } },
          400,
        );
      values.rates = { ...(values.rates as object), ...parsed.rates };
    }
    if (form.get('fillRates') !== null)
      return answer({
        ok: true,
        group,
        values,
        message: 'The pasted rates are filled in below. Check them, then save.',
      });
  }
  const confirmRateJumps = form.get('confirmRateJumps') === 'true';
  return refusalOrNotice(group, values, async () => {
    await context.services.settings.update({ [group]: values, confirmRateJumps }, admin);
    return `${title} settings saved.`;
  });
}

async function refusalOrNotice(
  group: SettingsFormGroup,
  values: Record<string, unknown> | undefined,
  run: () => Promise<string>,
) {
  try {
    return answer({ ok: true, group, message: await run() });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return answer(
      {
        ok: false,
        group,
        values,
        message: error.message,
        errors: error.fieldErrors,
        confirmRateJumps: group === 'currencies' && error.kind === 'conflict' && values !== undefined,
      },
      HTTP_STATUS_OF[error.kind],
    );
  }
}

/** The logo's upload or removal; a refused file comes back beside the file field. */
async function logoAction(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const refused = (status: number, message: string) =>
    answer({ ok: false, group: 'logo', message, errors: { 'brand.logo': message } }, status);
  const { logo } = context.services.settings;
  try {
    if (form.get('intent') === 'remove-logo') {
      await logo.remove(admin);
      return answer({
        ok: true,
        group: 'logo',
        message: 'Logo removed: the shop shows its shipped logo and icons.',
      });
    }
    const file = form.get('logo');
    // A browser sends an empty file part when nothing was chosen.
    if (typeof file === 'string' || file === null || file.size === 0) return refused(400, NO_LOGO_CHOSEN);
    if (file.size > MAX_LOGO_BYTES) return refused(413, LOGO_TOO_LARGE);
    await logo.upload(new Uint8Array(await file.arrayBuffer()), admin);
    return answer({
      ok: true,
      group: 'logo',
      message: 'Logo uploaded: the icons and the picture of shared links are made from it.',
    });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return refused(HTTP_STATUS_OF[error.kind], error.message);
  }
}
