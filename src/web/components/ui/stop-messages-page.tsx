import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from './button-styles';
import { FormAlert } from './form-alert';
import { PageContainer } from './page-container';

interface StopMessagesPageProps {
  title: string;
  /** What the shopper is asked before stopping. */
  question: string;
  /** The token of the link from the message, posted back with the button. */
  token: string;
  /** Shown once stopped. */
  doneText: string;
  done: boolean;
  /** Why the link cannot stop anything (unknown or spoiled token); null when it can. */
  refused: string | null;
  button: { label: string; busyLabel: string };
}

/**
 * The page a link at the foot of a message opens: one button stops those messages, without
 * signing in (the token is the proof); a link that proves nothing points to the contact page.
 */
export function StopMessagesPage({
  title,
  question,
  token,
  doneText,
  done,
  refused,
  button,
}: StopMessagesPageProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">{title}</h1>
      {done ? (
        <p role="status" className="mt-6 text-lg text-ink">
          {doneText}
        </p>
      ) : refused ? (
        <div className="mt-6 space-y-4">
          <FormAlert>{refused}</FormAlert>
          <Link to="/contact" className={buttonClasses('primary')}>
            Contact us
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-ink">{question}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
              {busy ? button.busyLabel : button.label}
            </button>
          </Form>
        </>
      )}
      <p className="mt-10 text-sm text-ink-muted">
        <Link to="/privacy" className="underline underline-offset-4">
          How we use your details
        </Link>
      </p>
    </PageContainer>
  );
}
