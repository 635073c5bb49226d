import { Link } from 'react-router';

/** The owner's announcement above the header; a link to a page of the shop stays in the app. */
export function AnnouncementBar({ text, link }: { text: string; link: string }) {
  const className = 'font-semibold underline underline-offset-2';
  return (
    <aside
      aria-label="Announcement"
      data-testid="announcement-bar"
      className="bg-earth-900 px-4 py-2 text-center text-sm text-shea-50"
      style={{ '--focus-ring': 'var(--color-gold-300)' } as React.CSSProperties}
    >
      {link === '' ? (
        text
      ) : link.startsWith('/') ? (
        <Link to={link} className={className}>
          {text}
        </Link>
      ) : (
        <a href={link} className={className} rel="noopener">
          {text}
        </a>
      )}
    </aside>
  );
}
