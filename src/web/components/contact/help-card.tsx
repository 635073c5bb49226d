import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';

/** The 'still need help?' card that closes the FAQ and shipping pages. */
export function HelpCard({ title = 'Still have questions?' }: { title?: string }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-start gap-4 rounded-card bg-sage-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 className="text-xl text-earth-900">{title}</h2>
        <p className="mt-1 text-ink">Our team is happy to help. We reply to every message within 24 hours.</p>
      </div>
      <Link to="/contact" className={`${buttonClasses('primary')} shrink-0`}>
        <Mail className="size-4" aria-hidden="true" />
        Contact Us
      </Link>
    </section>
  );
}
