import { Clock, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  activeDeliveryAreas,
  feeCentsOf,
  freeDeliveryPromise,
  freeDeliveryThresholdText,
  type DeliveryRegion,
} from '../../core/delivery';
import { formatPrice } from '../../core/currency-format';
import { HelpCard } from '../components/contact/help-card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';
import { useShopSettings } from '../lib/shop-settings-context';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/shipping-info';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const [content, settings] = await Promise.all([
    context.services.content.published(),
    context.services.settings.read(),
  ]);
  return { shippingNotes: content.html.shipping, freeDelivery: freeDeliveryPromise(settings.delivery) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const free = loaderData?.freeDelivery;
  return pageMeta(matches, {
    title: 'Shipping Information',
    description: ({ shopName }) => {
      const intro = `Delivery areas, times and charges for ${shopName} orders in Kenya, across Africa and worldwide.`;
      // The owner's free-delivery rule (DESIGN §5), as checkout applies it.
      return free ? `${intro} We offer ${free}.` : intro;
    },
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
        <Section Icon={Clock} title="Delivery times">
          <table className={`${TABLE} max-w-xl`}>
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
              <table key={region} className={`${TABLE} self-start rounded-card bg-surface`}>
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
        </Section>

        {/* The owner's Markdown, rendered on the server with raw HTML off (services/content). */}
        <Prose html={loaderData.shippingNotes} />

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
