import { CheckCircle2, Circle, Clock, Package, Truck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface TimelineStep {
  label: string;
  /** When the step was reached; absent while it is still ahead. */
  date?: string | undefined;
  done: boolean;
  /** For the next step of an order that waits (for its payment, for the shop): what it waits for. */
  waiting?: string | undefined;
}

const ICONS: LucideIcon[] = [CheckCircle2, Package, Truck, CheckCircle2];

/** The four tracking steps of SPEC §4, each ticked with the date it was reached. */
export function StatusTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-0">
      {steps.map((step, index) => {
        const Icon = step.done ? (ICONS[index] ?? CheckCircle2) : step.waiting ? Clock : Circle;
        const last = index === steps.length - 1;
        return (
          <li key={step.label} className="relative flex gap-4 pb-6 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-9 bottom-0 left-[1.0625rem] w-0.5 ${step.done ? 'bg-sage-500' : 'bg-line'}`}
              />
            )}
            <span
              className={`relative flex size-9 shrink-0 items-center justify-center rounded-full ${
                step.done
                  ? 'bg-sage-700 text-shea-50'
                  : step.waiting
                    ? 'border-2 border-gold-500 bg-gold-100 text-gold-700'
                    : 'border-2 border-line bg-surface text-shea-300'
              }`}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="pt-1.5">
              <p className={`font-medium ${step.done ? 'text-earth-900' : 'text-ink-muted'}`}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
              </p>
              <p className={`text-sm ${step.waiting ? 'font-medium text-gold-700' : 'text-ink-muted'}`}>
                {step.date ?? step.waiting ?? 'Pending'}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
