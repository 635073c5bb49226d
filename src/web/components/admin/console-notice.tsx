import type { ConsoleNoticeData } from '../../lib/console-notice';

/** The answer to the last change made on a console page: green when done, red when refused. */
export function ConsoleNotice({ notice }: { notice: ConsoleNoticeData | undefined }) {
  if (!notice) return null;
  return (
    <p
      role={notice.ok ? 'status' : 'alert'}
      className={`mb-6 rounded-xl border p-3 text-sm font-medium ${
        notice.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'
      }`}
    >
      {notice.message}
    </p>
  );
}
