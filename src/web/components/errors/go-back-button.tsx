import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles';
import { useHydrated } from '../ui/use-hydrated';

/** Steps back in history; it needs JavaScript, so it appears only once the page has hydrated. */
export function GoBackButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => window.history.back()} className={buttonClasses('secondary')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Go Back
    </button>
  );
}
