import { History } from 'lucide-react';
import { Form } from 'react-router';
import { formatShopDateTime } from '../../../../core/shop-time';
import { buttonClasses } from '../../ui/button-styles';

export interface VersionRow {
  version: number;
  savedAt: string;
  savedBy: string | null;
}

/** A group's kept versions, newest first, each but the one in use with a Restore button. */
export function SettingsHistory({
  group,
  title,
  versions,
  action = '/admin/settings',
  unchanged,
}: {
  group: string;
  title: string;
  versions: VersionRow[];
  /** The page the Restore buttons post to. */
  action?: string;
  /** What to say while nothing has been saved yet. */
  unchanged?: string;
}) {
  return (
    <details className="mt-4 border-t border-line pt-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-earth-700">
        <History className="size-4" aria-hidden="true" />
        History ({versions.length === 0 ? 'no changes yet' : `${versions.length} saved`})
      </summary>
      {versions.length === 0 ? (
        <p className="py-2 text-sm text-ink-muted">
          {unchanged ?? `The shop still uses its original ${title.toLowerCase()} values.`}
        </p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {versions.map((row, index) => (
            <li key={row.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-semibold text-ink">Version {row.version}</span>
                <span className="block break-all text-ink-muted">
                  {formatShopDateTime(row.savedAt)} · {row.savedBy ?? 'a former admin'}
                </span>
              </span>
              {index === 0 ? (
                <span className="text-ink-muted">In use</span>
              ) : (
                <Form method="post" action={`${action}#${group}`} preventScrollReset>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="group" value={group} />
                  <input type="hidden" name="version" value={row.version} />
                  <button type="submit" className={buttonClasses('secondary')}>
                    Restore
                    <span className="sr-only">
                      {' '}
                      {title.toLowerCase()} version {row.version}
                    </span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
