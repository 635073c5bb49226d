import type { ReactNode } from 'react';

/** Long-form text (policies, shipping notes): readable measure and spacing for plain HTML, tables too. */
export function Prose({ children, html }: { children?: ReactNode; html?: string }) {
  // `html` is the owner's Markdown as rendered on the server with raw HTML off (services/content).
  return (
    <div
      dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
      className="max-w-prose leading-relaxed text-ink [&_a]:font-medium [&_a]:text-earth-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:text-earth-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:text-earth-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 [&_table]:mt-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_td]:border-b [&_td]:border-line [&_td]:py-2.5 [&_td]:pr-4 [&_th]:border-b [&_th]:border-line [&_th]:py-2.5 [&_th]:pr-4 [&_th]:font-semibold [&_th]:text-earth-900"
    >
      {children}
    </div>
  );
}
