import { Link } from 'react-router';
import { HelpCard } from '../components/contact/help-card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/return-policy';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Return and Refund Policy',
    description:
      'How to return a Heritage Shea product: request within 14 days, refund or replacement within 7-10 business days.',
    publicUrl: publicUrlOf(matches),
  });
}

// Rules from SPEC §9 (Delivery, service and policy text).
export default function ReturnPolicy() {
  return (
    <>
      <PageIntro title="Return and Refund Policy">
        <p>We want you to love every jar. If something isn't right, here is how we put it right.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <Prose>
          <h2>Requesting a return</h2>
          <p>
            Please request a return within <strong>14 days</strong> of receiving your order.{' '}
            <Link to="/contact">Contact us</Link> with your order number and the reason for the return, and we
            will send you a return authorization number. Returns sent without an authorization number cannot
            be accepted.
          </p>
          <h2>Refunds and replacements</h2>
          <p>
            Once we have received and checked the returned item, we issue a refund or a replacement within{' '}
            <strong>7–10 business days</strong>.
          </p>
          <h2>Payments</h2>
          <p>Payments are final once an order is confirmed; refunds are made only under this policy.</p>
          <h2>Return shipping</h2>
          <p>
            The customer pays the cost of return shipping, unless the item arrived damaged, faulty or was not
            what you ordered — then we cover it.
          </p>
          <h2>How to return an item</h2>
          <ul>
            <li>Contact us within 14 days of delivery with your order number.</li>
            <li>Wait for your return authorization number, and write it on the parcel.</li>
            <li>Send the item back unused, in its original packaging where possible.</li>
          </ul>
        </Prose>
        <div className="mt-12">
          <HelpCard title="Questions about a return?" />
        </div>
      </PageContainer>
    </>
  );
}
