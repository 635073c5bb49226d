// A bar per day, drawn on the server as SVG: no chart library and no script, so it costs the
// console nothing in the browser and never reaches a shopper's page. The bars stretch to the
// width they are given (preserveAspectRatio="none"), while every word and figure is HTML text
// that keeps its size on a 360 px phone. Screen readers get the same figures as a table.

export interface Bar {
  /** What the table's first column says: '24 Nov'. */
  label: string;
  value: number;
  /** The value as the table writes it: 'KSh 2,500'. */
  display: string;
}

const HEIGHT = 100;
const GAP = 0.2;

export function BarChart({
  caption,
  valueHeading,
  bars,
  formatAxis,
}: {
  caption: string;
  /** The table's heading for the figures: 'Paid takings'. */
  valueHeading: string;
  bars: Bar[];
  formatAxis: (value: number) => string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const middle = bars[Math.floor((bars.length - 1) / 2)];
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-earth-900">{caption}</figcaption>
      <div aria-hidden="true">
        <div className="flex items-baseline justify-between text-xs text-ink-muted tabular-nums">
          <span>{formatAxis(max)}</span>
        </div>
        <svg
          viewBox={`0 0 ${bars.length} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height="160"
          className="block border-b border-line"
          focusable="false"
        >
          <line
            x1="0"
            x2={bars.length}
            y1="0.5"
            y2="0.5"
            className="stroke-line"
            vectorEffect="non-scaling-stroke"
          />
          {bars.map((bar, i) => {
            const height = max === 0 ? 0 : (bar.value / max) * HEIGHT;
            return (
              <rect
                key={bar.label}
                x={i + GAP / 2}
                y={HEIGHT - height}
                width={1 - GAP}
                height={height}
                className="fill-earth-700"
              />
            );
          })}
        </svg>
        <div className="mt-1 flex justify-between gap-2 text-xs text-ink-muted">
          <span>{bars[0]?.label}</span>
          {bars.length > 2 && middle && <span>{middle.label}</span>}
          <span>{bars.at(-1)?.label}</span>
        </div>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
