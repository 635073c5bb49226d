import { ConnectionTest } from '../components/mpesa/connection-test';
import { PaymentTest } from '../components/mpesa/payment-test';
import { TestStatusBox } from '../components/mpesa/test-status-box';
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

// Internal tool (SPEC §2). The API decides who may use it (DESIGN §5: open in simulated mode,
// administrators otherwise), so a refused call shows its message in the red alert.
export default function MpesaTest() {
  return (
    <>
      <PageIntro eyebrow="Internal" title="M-Pesa Payment Test">
        <p>Checks the connection to M-Pesa and sends a test payment request to a phone.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <div className="grid gap-6 lg:grid-cols-2">
          <ConnectionTest />
          <PaymentTest />
        </div>
        <div className="mt-6">
          <TestStatusBox />
        </div>
      </PageContainer>
    </>
  );
}
