import { useDataSaver } from '../../lib/data-saver-context';

/** The footer's 'Data saver' switch: on, the shop sends less (core/data-saver.ts says what). */
export function DataSaverSwitch() {
  const { on, choose } = useDataSaver();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby="data-saver-effect"
      onClick={() => choose(!on)}
      className="inline-flex min-h-11 items-center gap-3 text-left hover:text-gold-300"
      style={{ '--focus-ring': 'var(--color-gold-300)' } as React.CSSProperties}
    >
      {/* The knob's side is drawn from aria-checked in app.css (.switch-track). */}
      <span aria-hidden="true" className="switch-track" />
      <span>
        <span className="block font-semibold text-shea-50">Data saver</span>
        <span id="data-saver-effect" className="block text-xs">
          Lighter pictures, no slideshow
        </span>
      </span>
    </button>
  );
}
