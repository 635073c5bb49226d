import { HelpCard } from '../components/contact/help-card';
import { FaqGroups } from '../components/ui/faq-groups';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/faq';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { faq: (await context.services.content.published()).faq };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Frequently Asked Questions',
    description: ({ shopName }) =>
      `Answers about ${shopName} products, hair care, how to use shea butter, ordering, payment and delivery.`,
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Frequently Asked Questions">
        <p>Everything you need to know about our products, using them, and ordering.</p>
      </PageIntro>
      <PageContainer className="max-w-3xl py-12">
        <FaqGroups groups={loaderData.faq.groups} />
        <div className="mt-12">
          <HelpCard />
        </div>
      </PageContainer>
    </>
  );
}
