import { Link } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { Prose } from '../components/ui/prose';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/shipping-info';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Shipping Information',
    description:
      'Delivery areas, times and charges for Heritage Shea orders in Kenya, across Africa and worldwide. Free delivery in Kenya on orders over KSH 3,000.',
    publicUrl: publicUrlOf(matches),
  });
}

const DELIVERY_TIMES = [
  { area: 'Nairobi', days: '1–2 business days' },
  { area: 'Major cities in Kenya', days: '2–3 business days' },
  { area: 'Rural Kenya', days: '3–5 business days' },
  { area: 'East Africa', days: '5–7 business days' },
  { area: 'West and Southern Africa', days: '7–10 business days' },
  { area: 'North America', days: '10–14 business days' },
  { area: 'Europe', days: '12–16 business days' },
];

const INTERNATIONAL_RATES = [
  { region: 'East Africa', usd: '$15–25' },
  { region: 'West Africa', usd: '$25–35' },
  { region: 'Southern Africa', usd: '$20–30' },
  { region: 'North America', usd: '$35–50' },
  { region: 'Europe', usd: '$40–55' },
  { region: 'Rest of the world', usd: '$45–60' },
];

const TABLE = 'mt-4 w-full max-w-xl border-collapse text-left text-sm';
const CELL = 'border-b border-line py-2.5 pr-4';

// SPEC §9 shipping page, with DESIGN §5's single free-delivery rule (over KSH 3,000 in Kenya).
// The full per-area fee table will come from core's delivery fees once they exist.
export default function ShippingInfo() {
  return (
    <>
      <PageIntro title="Shipping Information">
        <p>We deliver across Kenya and to customers around the world. Here is what to expect.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <Prose>
          <h2>Where we deliver</h2>
          <p>
            Everywhere in Kenya, from Nairobi to the coast and rural areas, and internationally across Africa,
            Europe, North America and beyond.
          </p>

          <h2>Delivery times</h2>
          <p>In Nairobi we deliver Monday to Saturday, 8AM–6PM.</p>
        </Prose>
        <table className={TABLE}>
          <caption className="sr-only">Delivery times by area</caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} font-semibold text-earth-900`}>
                Destination
              </th>
              <th scope="col" className={`${CELL} font-semibold text-earth-900`}>
                Delivery time
              </th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_TIMES.map((row) => (
              <tr key={row.area}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {row.area}
                </th>
                <td className={CELL}>{row.days}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="mt-10">
          <Prose>
            <h2>Delivery charges</h2>
            <p>
              Delivery within Kenya is <strong>free on orders over KSH 3,000</strong>. Below that, the fee
              depends on your delivery area, starting at KSH 200 in Nairobi CBD, and is shown before you pay.
              International delivery is charged by region:
            </p>
          </Prose>
        </div>
        <table className={TABLE}>
          <caption className="sr-only">International delivery charges in US dollars</caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} font-semibold text-earth-900`}>
                Region
              </th>
              <th scope="col" className={`${CELL} font-semibold text-earth-900`}>
                Charge (USD)
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

        <div className="mt-10">
          <Prose>
            <h2>Order processing</h2>
            <ul>
              <li>Orders are processed within 1–2 business days after payment is confirmed.</li>
              <li>Orders placed at the weekend are processed on the next business day.</li>
              <li>You can cancel or change an order within 2 hours of placing it.</li>
            </ul>

            <h2>International orders</h2>
            <p>
              Prices are set in Kenyan shillings. For Kenya, Uganda, Tanzania, Rwanda and Ethiopia they are
              converted at the current rate; other countries include a regional markup. Any customs duties are
              paid by the recipient.
            </p>
            <p>Our products keep for 12–18 months unopened; use them within 6–12 months of opening.</p>
          </Prose>
        </div>

        <div className="mt-12 max-w-xl rounded-card bg-sage-100 p-6">
          <h2 className="text-xl text-earth-900">Questions about your delivery?</h2>
          <p className="mt-2 text-ink">
            Our support team is available Monday–Friday, 9:00–18:00 EAT.{' '}
            <Link to="/contact" className="font-medium text-earth-700 underline">
              Contact us
            </Link>{' '}
            or{' '}
            <Link to="/track-order" className="font-medium text-earth-700 underline">
              track your order
            </Link>
            .
          </p>
        </div>
      </PageContainer>
    </>
  );
}
