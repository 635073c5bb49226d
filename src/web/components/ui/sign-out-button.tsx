import { LogOut } from 'lucide-react';
import { Form } from 'react-router';

/** A POST to /logout, so it works without JavaScript; `className` styles the button. */
export function SignOutButton({ className, onSubmit }: { className: string; onSubmit?: () => void }) {
  return (
    <Form method="post" action="/logout" onSubmit={onSubmit}>
      <button type="submit" className={className}>
        <LogOut className="size-4" aria-hidden="true" />
        Sign Out
      </button>
    </Form>
  );
}
