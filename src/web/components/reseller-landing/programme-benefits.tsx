import { Check } from 'lucide-react';
import { PROGRAMME_BENEFITS } from '../../content/reseller-programme';
import { useShopSettings } from '../../lib/shop-settings-context';
import { PageContainer } from '../ui/page-container';

export function ProgrammeBenefits() {
  const { shopName } = useShopSettings().brand;
  return (
    <section aria-labelledby="programme-benefits-heading" className="border-y border-line bg-shea-100">
      <PageContainer className="grid gap-10 py-section lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div className="rounded-panel bg-earth-900 p-8 text-center text-shea-50 shadow-card sm:p-10">
          <p className="text-sm font-semibold tracking-[0.18em] text-gold-300 uppercase">Reseller savings</p>
          <p className="mt-4 text-lg text-shea-100">
            <span className="block">Up to</span>
            <span className="block font-display text-7xl leading-tight font-semibold text-shea-50">20%</span>
            <span className="block">off retail prices</span>
          </p>
        </div>
        <div>
          <h2 id="programme-benefits-heading" className="text-3xl text-earth-900 sm:text-4xl">
            Why stock {shopName}
          </h2>
          <ul className="mt-6 space-y-4">
            {PROGRAMME_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-ink">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-sage-700 text-shea-50">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                <span className="leading-relaxed">{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </PageContainer>
    </section>
  );
}
