import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { data, Link } from 'react-router';
import { contactSchema } from '../../core/contact-schema';
import { businessHoursLines } from '../../core/business-hours';
import { displayPhoneNumber, generalEnquiryLink } from '../../core/whatsapp';
import { zodErrorBody } from '../../core/zod-errors';
import { ContactForm } from '../components/contact/contact-form';
import { cardClasses } from '../components/ui/card';
import { FormAlert } from '../components/ui/form-alert';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { contactFaq } from '../content/contact-faq';
import { readFormFields } from '../lib/read-form.server';
import { unlessLimited } from '../lib/rate-limited.server';
import { pageMeta } from '../lib/meta';
import { useShopSettings } from '../lib/shop-settings-context';
import type { Route } from './+types/contact';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Contact Us',
    description: ({ shopName }) =>
      `Questions about our shea butter products or your order? Email or WhatsApp ${shopName}; we reply within 24 hours.`,
  });
}

// Only browsers without JavaScript post here; scripted forms call POST /api/contact.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) return { sent: false, errors: zodErrorBody(parsed.error).errors, formError: null };
  // The same limit as POST /api/contact, counted per address.
  const limited = await unlessLimited(() =>
    context.services.messages.saveContactMessage(parsed.data, context.clientAddress),
  );
  if (limited) return data({ sent: false, errors: {}, formError: limited.message }, limited.init);
  return { sent: true, errors: {}, formError: null };
}

const CARD = cardClasses({ padding: 'regular' });

export default function Contact({ actionData }: Route.ComponentProps) {
  const { store, payLater, brand } = useShopSettings();
  const { email, whatsappNumber, phone } = store;
  return (
    <>
      <PageIntro title="Contact Us">
        <p>
          We'd love to hear from you. Ask about a product, an order or wholesale, and we'll reply within 24
          hours.
        </p>
      </PageIntro>
      <PageContainer className="py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="space-y-4">
            <h2 className="text-2xl text-earth-900">Get in touch</h2>
            <ul className="space-y-4">
              <li className={CARD}>
                <ContactLine Icon={Mail} title="Email">
                  <a href={`mailto:${email}`} className="font-medium break-all text-earth-700 underline">
                    {email}
                  </a>
                </ContactLine>
              </li>
              <li className={CARD}>
                <ContactLine Icon={MessageCircle} title="WhatsApp">
                  <a
                    href={generalEnquiryLink(whatsappNumber, brand.shopName)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-earth-700 underline"
                  >
                    Chat with us on WhatsApp
                  </a>
                </ContactLine>
              </li>
              <li className={CARD}>
                <ContactLine Icon={Phone} title="Phone">
                  <a href={`tel:+${phone}`} className="font-medium text-earth-700 underline">
                    {displayPhoneNumber(phone)}
                  </a>
                </ContactLine>
              </li>
              <li className={CARD}>
                <ContactLine Icon={Clock} title="Business hours">
                  {businessHoursLines(store.businessHours).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </ContactLine>
              </li>
            </ul>
          </div>
          <div className="space-y-4">
            {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
            <ContactForm serverErrors={actionData?.errors} sent={actionData?.sent} />
          </div>
        </div>

        <section aria-labelledby="contact-faq-heading" className="mt-16">
          <h2 id="contact-faq-heading" className="text-3xl text-earth-900">
            Frequently asked questions
          </h2>
          <dl className="mt-6 grid gap-4 md:grid-cols-2">
            {contactFaq(payLater).map((item) => (
              <div key={item.question} className="rounded-card bg-shea-100 p-5">
                <dt className="font-semibold text-earth-900">{item.question}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-ink-muted">{item.answer}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-ink-muted">
            More answers on our{' '}
            <Link to="/faq" className="font-medium text-earth-700 underline">
              FAQ page
            </Link>
            .
          </p>
        </section>
      </PageContainer>
    </>
  );
}

function ContactLine({
  Icon,
  title,
  children,
}: {
  Icon: typeof Mail;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm text-ink-muted">
        <h3 className="font-sans text-base font-semibold text-earth-900">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
