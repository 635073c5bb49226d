import { useState } from 'react';
import { Link } from 'react-router';
import { NotifyForm } from './notify-form';
import { OnTheList } from './on-the-list';

const LINK = 'font-medium text-earth-700 underline';

interface NotifyCardProps {
  /** The action's answer when the form was posted without JavaScript. */
  joinedEmail?: string | undefined;
  typedEmail?: string | undefined;
  serverError?: string | undefined;
}

/** The notify-me form, or once signed up the 'You're on the list' state; the account links stay. */
export function NotifyCard({ joinedEmail, typedEmail, serverError }: NotifyCardProps) {
  const [scriptedJoin, setScriptedJoin] = useState<string>();
  const email = scriptedJoin ?? joinedEmail;
  return (
    <div className="rounded-panel border border-line bg-surface p-6 text-ink shadow-card sm:p-8">
      {email ? (
        <OnTheList email={email} takeFocus={scriptedJoin !== undefined} />
      ) : (
        <NotifyForm defaultEmail={typedEmail} serverError={serverError} onJoined={setScriptedJoin} />
      )}
      <div className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-ink-muted">
        <p>
          Already a reseller?{' '}
          <Link to="/login" className={LINK}>
            Sign in
          </Link>
        </p>
        <p>
          Ready to apply now?{' '}
          <Link to="/login?mode=register" className={LINK}>
            Create a reseller account
          </Link>
        </p>
      </div>
    </div>
  );
}
