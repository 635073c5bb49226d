import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Reseller Portal',
    description: 'Sign in to the Heritage Shea reseller portal for wholesale prices and bulk orders.',
    publicUrl: publicUrlOf(matches),
  });
}

// Sign-in and registration arrive with the accounts feature.
export default function Login() {
  return (
    <>
      <PageIntro eyebrow="Wholesale" title="Reseller Portal">
        <p>
          Approved resellers sign in here to see wholesale prices (30% off retail), place bulk orders and
          follow them.
        </p>
      </PageIntro>
      <PageContainer className="py-12">
        <p className="text-ink-muted">Reseller sign-in opens soon.</p>
      </PageContainer>
    </>
  );
}
