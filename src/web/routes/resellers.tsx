import { data, Link } from 'react-router';
import { newsletterSchema } from '../../core/newsletter-schema';
import { zodErrorBody } from '../../core/zod-errors';
import { NotifyCard } from '../components/reseller-landing/notify-card';
import { ProgrammeBenefits } from '../components/reseller-landing/programme-benefits';
import { ProgrammeFeatures } from '../components/reseller-landing/programme-features';
import { ResellerHero } from '../components/reseller-landing/reseller-hero';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import { readFormFields } from '../lib/read-form.server';
import { unlessLimited } from '../lib/rate-limited.server';
import type { Route } from './+types/resellers';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Become a Reseller',
    description:
      'Wholesale shea butter skin and hair care for salons, spas and shops, at up to 20% off retail. Our reseller programme opens soon: get notified.',
  });
}

// Only browsers without JavaScript post here; scripted forms call POST /api/reseller/waitlist.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const parsed = newsletterSchema.safeParse(form);
  if (!parsed.success) {
    const typed = typeof form.email === 'string' ? form.email : '';
    return { joined: false as const, email: typed, errors: zodErrorBody(parsed.error).errors };
  }
  // The same limit as POST /api/reseller/waitlist, counted per address.
  const { email } = parsed.data;
  const limited = await unlessLimited(() =>
    context.services.messages.joinResellerWaitlist(email, context.clientAddress),
  );
  if (limited)
    return data({ joined: false as const, email, errors: { email: limited.message } }, limited.init);
  return { joined: true as const, email: parsed.data.email, errors: {} };
}

export default function Resellers({ actionData }: Route.ComponentProps) {
  return (
    <>
      <ResellerHero>
        <NotifyCard
          joinedEmail={actionData?.joined ? actionData.email : undefined}
          typedEmail={actionData?.joined === false ? actionData.email : undefined}
          serverError={actionData?.joined === false ? actionData.errors.email : undefined}
        />
      </ResellerHero>
      <ProgrammeFeatures />
      <ProgrammeBenefits />
      <PageContainer className="pt-section text-center">
        <p className="text-lg text-ink-muted">
          Questions about wholesale?{' '}
          <Link to="/contact" className="font-medium text-earth-700 underline">
            Contact our team
          </Link>{' '}
          and we'll reply within 24 hours.
        </p>
      </PageContainer>
    </>
  );
}
