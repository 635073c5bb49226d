import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../../ui/button-styles';
import { ActionNotice } from '../action-notice';
import { ConsoleCard } from '../console-card';

/**
 * One settings group (or content page): its own form and save button, the last action's notice beside it, and its
 * history below. The form posts to the page's action and comes back to this section without
 * JavaScript as well.
 */
export function SettingsSection({
  group,
  title,
  intro,
  notice,
  children,
  extraActions,
  history,
  echoNotice = false,
  action = '/admin/settings',
  saveLabel,
}: {
  group: string;
  title: string;
  intro?: string;
  notice: { ok: boolean; message: string } | undefined;
  children: ReactNode;
  extraActions?: ReactNode;
  history: ReactNode;
  /** A long form repeats the notice by its buttons, where a scripted save leaves the owner. */
  echoNotice?: boolean;
  /** The page the form posts to; the section's anchor is added. */
  action?: string;
  saveLabel?: string;
}) {
  return (
    <div id={group} className="scroll-mt-24">
      <ConsoleCard title={title}>
        {intro && <p className="mb-4 max-w-prose text-sm text-ink-muted">{intro}</p>}
        <ActionNotice notice={notice} />
        <Form method="post" action={`${action}#${group}`} preventScrollReset className="grid gap-4">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="group" value={group} />
          {/* Enter in a field saves: the form's first submit button is this one, not a move button. */}
          <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
            Save
          </button>
          {children}
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
            {echoNotice && notice && (
              <p className={`w-full text-sm font-medium ${notice.ok ? 'text-sage-700' : 'text-red-800'}`}>
                {notice.message}
              </p>
            )}
            <button type="submit" className={buttonClasses('primary')}>
              {saveLabel ?? `Save ${title === 'Pay Later' ? title : title.toLowerCase()}`}
            </button>
            {extraActions}
          </div>
        </Form>
        {history}
      </ConsoleCard>
    </div>
  );
}
