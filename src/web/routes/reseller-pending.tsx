import { Clock, ShieldX } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { Card } from '../components/ui/card';
import { PageContainer } from '../components/ui/page-container';
import { SignOutButton } from '../components/ui/sign-out-button';
import { DASHBOARD_PATH, requireUser } from '../lib/auth.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/reseller-pending';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Account Pending Approval',
    description: 'Your reseller account is waiting for approval.',
    noIndex: true,
  });
}

export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  if (user.isApproved) throw redirect(DASHBOARD_PATH);
  return { firstName: user.firstName, businessName: user.businessName, rejected: user.role === 'rejected' };
}

const ICON = 'mx-auto flex size-16 items-center justify-center rounded-full';

/** SPEC §2: a signed-in reseller not yet approved sees only this page and can sign out. */
export default function ResellerPending({ loaderData }: Route.ComponentProps) {
  const { firstName, businessName, rejected } = loaderData;
  return (
    <PageContainer className="py-section">
      <Card className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
        {rejected ? (
          <>
            <span className={`${ICON} bg-red-50 text-red-800`}>
              <ShieldX className="size-8" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-3xl text-earth-900">Account Not Approved</h1>
            <p className="mt-4 text-ink-muted">
              Thank you for your interest, {firstName}. We are not able to open a reseller account for{' '}
              {businessName} at this time, so wholesale prices and ordering are not available. If you think
              this is a mistake or your business has changed, please get in touch.
            </p>
          </>
        ) : (
          <>
            <span className={`${ICON} bg-gold-100 text-gold-700`}>
              <Clock className="size-8" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-3xl text-earth-900">Account Pending Approval</h1>
            <p className="mt-4 text-ink-muted">
              Thank you for applying, {firstName}. We are reviewing the account for {businessName} and will
              email you as soon as it is approved. Wholesale prices and ordering open here once it is.
            </p>
          </>
        )}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <SignOutButton className={buttonClasses('primary')} />
          <Link to="/contact" className={buttonClasses('secondary')}>
            Contact Us
          </Link>
          <Link to="/products" className={buttonClasses('ghost')}>
            Shop at retail prices
          </Link>
        </div>
      </Card>
    </PageContainer>
  );
}
