import { CircleAlert } from 'lucide-react';

/** Why some filters in the address were ignored: the page answers 400 and lists without them. */
export function FilterProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-5 flex items-start gap-2 rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-earth-900"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium">Some filters were ignored, so the list below is not narrowed by them:</p>
        <ul className="mt-1 list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
