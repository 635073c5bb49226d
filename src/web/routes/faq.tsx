import { HelpCard } from '../components/contact/help-card';
import { FaqGroups } from '../components/ui/faq-groups';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/faq';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { faq: (await context.services.content.published()).faq };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about Heritage Shea products, hair care, how to use shea butter, ordering, payment and delivery.',
    publicUrl: publicUrlOf(matches),
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
