import { ConnectionTest } from '../components/mpesa-test/connection-test';
import { PaymentTest } from '../components/mpesa-test/payment-test';
import { TestStatusBox } from '../components/mpesa-test/test-status-box';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { requireConsole } from '../lib/auth.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/mpesa-test';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'M-Pesa Payment Test',
    description: 'Internal page for testing the M-Pesa connection and a test payment.',
    noIndex: true,
  });
}

// DESIGN §5: open while M-Pesa is simulated, administrators only against the real Daraja. The
// page and its API calls (api/mpesa-diagnostics.ts) check the same rule.
export function loader(args: Route.LoaderArgs) {
  if (args.context.services.mpesa.payments.mode !== 'simulated') requireConsole(args, 'payments.check');
  return null;
}

// Internal tool (SPEC §2).
export default function MpesaTest() {
  return (
    <>
      <PageIntro eyebrow="Internal" title="M-Pesa Payment Test">
        <p>Checks the connection to M-Pesa and sends a test payment request to a phone.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
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
