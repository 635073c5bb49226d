import { Earth, HandHeart, Leaf, type LucideIcon } from 'lucide-react';
import { BENEFITS, type BenefitIcon } from '../../content/benefits';
import { useShopSettings } from '../../lib/shop-settings-context';
import { Card } from '../ui/card';
import { PageContainer } from '../ui/page-container';

const ICONS: Record<BenefitIcon, LucideIcon> = { leaf: Leaf, 'hand-heart': HandHeart, earth: Earth };

/** Linked from the footer as /#benefits. */
export function BenefitsSection() {
  const { shopName } = useShopSettings().brand;
  return (
    <section id="benefits" aria-labelledby="benefits-heading" className="py-section">
      <PageContainer>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="benefits-heading" className="text-3xl text-earth-900 sm:text-4xl">
            Why {shopName}
          </h2>
          <p className="mt-3 text-ink-muted">
            Care your skin can trust, made the way it has been for generations.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((benefit) => {
            const Icon = ICONS[benefit.icon];
            return (
              <Card as="li" key={benefit.title} className="p-7 text-center">
                <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl text-earth-900">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{benefit.text}</p>
              </Card>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}
