import { Clock, Mail, MessageCircle } from 'lucide-react';
import { generalEnquiryLink } from '../../core/whatsapp';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Contact Us',
    description:
      'Questions about our shea butter products or your order? Email or WhatsApp Heritage Shea; we reply within 24 hours.',
    publicUrl: publicUrlOf(matches),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { shop: context.shop };
}

const CARD = 'rounded-card border border-line bg-surface p-6 shadow-card';

// The message form and the FAQ block come with the contact-messages feature.
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { email, whatsappNumber } = loaderData.shop;
  return (
    <>
      <PageIntro title="Contact Us">
        <p>
          We'd love to hear from you. Ask about a product, an order or wholesale, and we'll reply within 24
          hours.
        </p>
      </PageIntro>
      <PageContainer className="py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          <li className={CARD}>
            <Mail className="size-6 text-sage-700" aria-hidden="true" />
            <h2 className="mt-3 text-xl text-earth-900">Email</h2>
            <a
              href={`mailto:${email}`}
              className="mt-1 inline-block font-medium break-all text-earth-700 underline"
            >
              {email}
            </a>
          </li>
          <li className={CARD}>
            <MessageCircle className="size-6 text-sage-700" aria-hidden="true" />
            <h2 className="mt-3 text-xl text-earth-900">WhatsApp</h2>
            <a
              href={generalEnquiryLink(whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block font-medium text-earth-700 underline"
            >
              +{whatsappNumber}
            </a>
          </li>
          <li className={CARD}>
            <Clock className="size-6 text-sage-700" aria-hidden="true" />
            <h2 className="mt-3 text-xl text-earth-900">Business hours</h2>
            <p className="mt-1 text-ink-muted">Monday – Friday: 8:00 – 18:00</p>
            <p className="text-ink-muted">Saturday: 9:00 – 16:00</p>
          </li>
        </ul>
      </PageContainer>
    </>
  );
}
