import { HelpCard } from '../components/contact/help-card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/privacy';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { policy: (await context.services.content.published()).html.privacy };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Privacy Policy',
    description: ({ shopName }) =>
      `What ${shopName} keeps about its customers, why, for how long and who sees it, and your rights under Kenya’s Data Protection Act, 2019.`,
  });
}

// A good default text ships with the shop (core/content-defaults.ts); the owner edits it in the console.
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Privacy Policy">
        <p>Your details, and what we do with them.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <Prose html={loaderData.policy} />
        <div className="mt-12">
          <HelpCard title="Questions about your data?" />
        </div>
      </PageContainer>
    </>
  );
}
