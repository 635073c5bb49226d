import { BadgePercent, Boxes, ClipboardList, Headset, type LucideIcon } from 'lucide-react';
import { PROGRAMME_FEATURES, type ProgrammeFeatureIcon } from '../../content/reseller-programme';
import { Card } from '../ui/card';
import { PageContainer } from '../ui/page-container';

const ICONS: Record<ProgrammeFeatureIcon, LucideIcon> = {
  pricing: BadgePercent,
  bulk: Boxes,
  tracking: ClipboardList,
  support: Headset,
};

export function ProgrammeFeatures() {
  return (
    <section aria-labelledby="programme-features-heading">
      <PageContainer className="py-section">
        <div className="max-w-2xl">
          <h2 id="programme-features-heading" className="text-3xl text-earth-900 sm:text-4xl">
            Everything your business needs
          </h2>
          <p className="mt-3 text-ink-muted">
            A reseller account comes with its own dashboard, made for ordering in quantity.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROGRAMME_FEATURES.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <Card as="li" padding="roomy" key={feature.title}>
                <span className="flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl text-earth-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.text}</p>
              </Card>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}
