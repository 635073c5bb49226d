import { Link } from 'react-router';

export type AuthMode = 'sign-in' | 'register';

const LINK =
  'flex min-h-11 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors';
const CURRENT = 'bg-surface text-earth-900 shadow-card';
const OTHER = 'text-ink-muted hover:text-earth-900';

/** Sign in or apply: two links, so each form has its own URL and works without JavaScript. */
export function AuthModeSwitch({ mode, redirectTo }: { mode: AuthMode; redirectTo: string | null }) {
  const href = (target: AuthMode) => {
    const query = new URLSearchParams();
    if (target === 'register') query.set('mode', 'register');
    if (redirectTo) query.set('redirectTo', redirectTo);
    const search = query.toString();
    return search ? `/login?${search}` : '/login';
  };
  return (
    <nav aria-label="Sign in or apply" className="flex gap-1 rounded-full bg-shea-200 p-1">
      {(['sign-in', 'register'] as const).map((target) => (
        <Link
          key={target}
          to={href(target)}
          replace
          preventScrollReset
          aria-current={mode === target ? 'page' : undefined}
          className={`${LINK} ${mode === target ? CURRENT : OTHER}`}
        >
          {target === 'sign-in' ? 'Sign In' : 'Create Account'}
        </Link>
      ))}
    </nav>
  );
}
