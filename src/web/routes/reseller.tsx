import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta({
    title: 'Reseller Dashboard',
    description: 'Browse wholesale prices, manage your wholesale cart and follow your bulk orders.',
    noIndex: true,
  });
}

// The dashboard (tabs, summary tiles) and its sign-in guard arrive with the accounts feature.
export default function Reseller() {
  return (
    <>
      <PageIntro eyebrow="Wholesale" title="Reseller Dashboard" />
      <PageContainer className="py-12">
        <p className="text-ink-muted">
          Your wholesale orders and cart will appear here once you have signed in.
        </p>
      </PageContainer>
    </>
  );
}
