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
      className="group inline-flex min-h-11 items-center gap-3 text-left hover:text-gold-300"
      style={{ '--focus-ring': 'var(--color-gold-300)' } as React.CSSProperties}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-10 shrink-0 rounded-full border transition-colors ${
          on ? 'border-gold-300 bg-gold-300' : 'border-earth-700 bg-earth-800'
        }`}
      >
        <span
          className={`absolute top-0.5 size-[1.125rem] rounded-full transition-transform motion-reduce:transition-none ${
            on ? 'translate-x-[1.125rem] bg-earth-950' : 'translate-x-0.5 bg-shea-100'
          }`}
        />
      </span>
      <span>
        <span className="block font-semibold text-shea-50">Data saver</span>
        <span id="data-saver-effect" className="block text-xs">
          Lighter pictures, no slideshow
        </span>
      </span>
    </button>
  );
}
