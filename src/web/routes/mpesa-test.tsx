import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta({
    title: 'M-Pesa Payment Test',
    description: 'Internal page for testing the M-Pesa connection and a test payment.',
    noIndex: true,
  });
}

// Internal tool (SPEC §2). The connection and payment tests arrive with the M-Pesa integration,
// guarded as DESIGN §5 says (open in simulated mode only, admin otherwise).
export default function MpesaTest() {
  return (
    <>
      <PageIntro eyebrow="Internal" title="M-Pesa Payment Test">
        <p>Checks the connection to M-Pesa and sends a test payment request to a phone.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <p className="text-ink-muted">
          The payment tests will be available here once the M-Pesa integration is connected.
        </p>
      </PageContainer>
    </>
  );
}
