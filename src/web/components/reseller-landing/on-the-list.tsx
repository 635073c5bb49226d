import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface OnTheListProps {
  email: string;
  /** After a scripted signup the form this replaces had focus; the news takes it over. */
  takeFocus: boolean;
}

/** SPEC §4: the notify form's 'You're on the list' state. */
export function OnTheList({ email, takeFocus }: OnTheListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl text-earth-900">
        You're on the list
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        We'll email <strong className="font-semibold break-all text-earth-900">{email}</strong> the day the
        reseller programme launches.
      </p>
    </div>
  );
}
