import { Clock, Globe2, MapPin, PackageCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  activeDeliveryAreas,
  feeCentsOf,
  freeDeliveryThresholdText,
  type DeliveryRegion,
} from '../../core/delivery';
import { formatPrice } from '../../core/currency-format';
import { HelpCard } from '../components/contact/help-card';
import { Card } from '../components/ui/card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { INTERNATIONAL_RATES, KENYA_SERVICES, SHIPPING_METHODS } from '../content/shipping';
import { useShopSettings } from '../lib/shop-settings-context';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/shipping-info';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { international: (await context.services.content.published()).html.shipping };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Shipping Information',
    description:
      'Delivery areas, times and charges for Heritage Shea orders in Kenya, across Africa and worldwide. Free delivery in Kenya on orders over KSH 3,000.',
    publicUrl: publicUrlOf(matches),
  });
}

const TABLE = 'w-full border-collapse text-left text-sm';
const CELL = 'border-b border-line py-2.5 pr-4';
const HEAD = `${CELL} font-semibold text-earth-900`;

const REGION_TITLES: Record<DeliveryRegion, string> = {
  kenya: 'Kenya',
  africa: 'Africa',
  international: 'International',
};

// SPEC §9's shipping facts, with DESIGN §5's single free-delivery rule (over KSH 3,000 in Kenya);
// the per-area fees are the ones checkout charges (core/delivery.ts).
export default function ShippingInfo({ loaderData }: Route.ComponentProps) {
  const { delivery, store } = useShopSettings();
  return (
    <>
      <PageIntro title="Shipping Information">
        <p>We deliver across Kenya and to customers around the world. Here is what to expect.</p>
      </PageIntro>
      <PageContainer className="space-y-12 py-12">
        <Section Icon={MapPin} title="Shipping areas">
          <p>
            Everywhere in Kenya, from Nairobi to the coast and rural areas, and internationally across Africa,
            Europe, North America and beyond. We do not ship to PO Boxes outside Kenya.
          </p>
        </Section>

        <Section Icon={Clock} title="Delivery times">
          <p>In Nairobi we deliver Monday to Saturday, 8AM–6PM.</p>
          <table className={`${TABLE} mt-4 max-w-xl`}>
            <caption className="sr-only">Delivery times by destination</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>
                  Destination
                </th>
                <th scope="col" className={HEAD}>
                  Delivery time
                </th>
              </tr>
            </thead>
            <tbody>
              {delivery.deliveryTimes.map((row) => (
                <tr key={row.area}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {row.area}
                  </th>
                  <td className={CELL}>{row.days}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>

        <Section Icon={Truck} title="Delivery charges">
          <p>
            Delivery within Kenya is{' '}
            <strong>free on orders over {freeDeliveryThresholdText(delivery)}</strong>. Below that, and for
            every order outside Kenya, the fee for your delivery area is added at checkout, before you pay:
          </p>
          <div className="mt-5 grid gap-5 md:grid-cols-3">
            {(['kenya', 'africa', 'international'] as const).map((region) => (
              <table key={region} className={`${TABLE} rounded-card bg-surface`}>
                <caption className="pb-2 text-left font-display text-lg font-semibold text-earth-900">
                  {REGION_TITLES[region]}
                </caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">Area</th>
                    <th scope="col">Fee</th>
                  </tr>
                </thead>
                <tbody>
                  {activeDeliveryAreas(delivery)
                    .filter((area) => area.region === region)
                    .map((area) => (
                      <tr key={area.name}>
                        <th scope="row" className={`${CELL} font-normal`}>
                          {area.name}
                        </th>
                        <td className={`${CELL} text-right whitespace-nowrap`}>
                          {formatPrice(feeCentsOf(area))}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            ))}
          </div>
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            <div>
              <h3 className="text-lg text-earth-900">Standard and express in Kenya</h3>
              <table className={`${TABLE} mt-3`}>
                <caption className="sr-only">Standard and express delivery in Kenya</caption>
                <thead>
                  <tr>
                    <th scope="col" className={HEAD}>
                      Area
                    </th>
                    <th scope="col" className={HEAD}>
                      Standard
                    </th>
                    <th scope="col" className={HEAD}>
                      Express
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {KENYA_SERVICES.map((row) => (
                    <tr key={row.area}>
                      <th scope="row" className={`${CELL} font-normal`}>
                        {row.area}
                      </th>
                      <td className={CELL}>{row.standard}</td>
                      <td className={CELL}>{row.express}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm text-ink-muted">Express delivery can be arranged on request.</p>
            </div>
            <div>
              <h3 className="text-lg text-earth-900">International (indicative, USD)</h3>
              <table className={`${TABLE} mt-3`}>
                <caption className="sr-only">International delivery charges in US dollars</caption>
                <thead>
                  <tr>
                    <th scope="col" className={HEAD}>
                      Region
                    </th>
                    <th scope="col" className={HEAD}>
                      Charge
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {INTERNATIONAL_RATES.map((row) => (
                    <tr key={row.region}>
                      <th scope="row" className={`${CELL} font-normal`}>
                        {row.region}
                      </th>
                      <td className={CELL}>{row.usd}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm text-ink-muted">
                No free shipping on international orders. Rates effective January 2025.
              </p>
            </div>
          </div>
        </Section>

        <Section Icon={PackageCheck} title="Shipping methods and order processing">
          <ul className="grid gap-4 md:grid-cols-3">
            {SHIPPING_METHODS.map((method) => (
              <Card as="li" look="flat" padding="regular" key={method.title}>
                <h3 className="font-sans text-base font-semibold text-earth-900">{method.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{method.text}</p>
              </Card>
            ))}
          </ul>
          <ul className="mt-5 list-disc space-y-1.5 pl-6">
            <li>Orders are processed within 1–2 business days after payment is confirmed.</li>
            <li>Orders placed at the weekend are processed on the next business day.</li>
            <li>You can cancel or change an order within 2 hours of placing it.</li>
            <li>Once your parcel leaves, we send its tracking number by email and SMS.</li>
            <li>We accept M-Pesa, cards, PayPal and bank transfer, and Pay Later for local customers.</li>
          </ul>
        </Section>

        <Section Icon={Globe2} title="International orders">
          {/* The owner's Markdown, rendered on the server with raw HTML off (services/content). */}
          <div
            className="[&_a]:font-medium [&_a]:text-earth-700 [&_a]:underline [&_li]:mt-1.5 [&_p+*]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: loaderData.international }}
          />
        </Section>

        <HelpCard title="Questions about your delivery?" />
        <p className="text-sm text-ink-muted">Support hours: {store.supportHours}</p>
      </PageContainer>
    </>
  );
}

function Section({ Icon, title, children }: { Icon: typeof Clock; title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="flex items-center gap-3 text-2xl text-earth-900 sm:text-3xl">
        <span className="flex size-10 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {title}
      </h2>
      <div className="mt-4 leading-relaxed text-ink">{children}</div>
    </section>
  );
}
