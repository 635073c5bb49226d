import { HelpCard } from '../components/contact/help-card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/return-policy';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { policy: (await context.services.content.published()).html.returns };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Return and Refund Policy',
    description: ({ shopName }) =>
      `How to return a ${shopName} product: request within 14 days, refund or replacement within 7-10 business days.`,
  });
}

// SPEC §9's rules by default; the owner edits them in the console.
export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Return and Refund Policy">
        <p>We want you to love every jar. If something isn't right, here is how we put it right.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <Prose html={loaderData.policy} />
        <div className="mt-12">
          <HelpCard title="Questions about a return?" />
        </div>
      </PageContainer>
    </>
  );
}
