const TH = 'py-2 pr-3 text-left font-semibold text-ink-muted';
const TD = 'py-2 pr-3 text-right whitespace-nowrap tabular-nums';

/** A small table of figures; a narrow phone scrolls the table, never the page. */
export function FigureTable({
  caption,
  headings,
  rows,
  empty,
}: {
  caption: string;
  headings: string[];
  rows: { key: string; cells: string[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    // A table wider than a phone scrolls inside its card; the keyboard can reach and scroll it too.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {headings.map((heading, i) => (
              <th key={heading} scope="col" className={i === 0 ? TH : `${TH} text-right`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {row.cells[0]}
              </th>
              {row.cells.slice(1).map((cell, i) => (
                <td key={i} className={TD}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
