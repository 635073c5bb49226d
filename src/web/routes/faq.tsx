import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { HelpCard } from '../components/contact/help-card';
import { Card } from '../components/ui/card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { faqGroups } from '../content/faq';
import { useShopSettings } from '../lib/shop-settings-context';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/faq';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about Heritage Shea products, hair care, how to use shea butter, ordering, payment and delivery.',
    publicUrl: publicUrlOf(matches),
  });
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// One accordion across the four groups: SPEC §2 keeps one question open at a time, collapsible.
// Answers stay in the HTML while closed (forceMount + hidden), so search engines read them.
export default function Faq() {
  const { payLater } = useShopSettings();
  return (
    <>
      <PageIntro title="Frequently Asked Questions">
        <p>Everything you need to know about our products, using them, and ordering.</p>
      </PageIntro>
      <PageContainer className="max-w-3xl py-12">
        <Accordion.Root type="single" collapsible>
          {faqGroups(payLater).map((group) => (
            <section
              key={group.title}
              className="mt-10 first:mt-0"
              aria-labelledby={`faq-${slug(group.title)}`}
            >
              <h2 id={`faq-${slug(group.title)}`} className="text-2xl text-earth-900">
                {group.title}
              </h2>
              <Card look="flat" className="mt-4 divide-y divide-line">
                {group.items.map((item) => (
                  <Accordion.Item key={item.question} value={item.question} className="group px-5">
                    <Accordion.Header asChild>
                      <h3 className="text-pretty">
                        <Accordion.Trigger className="flex w-full items-center justify-between gap-4 py-4 text-left font-sans text-base font-medium text-earth-900">
                          {item.question}
                          <ChevronDown
                            className="size-5 shrink-0 text-earth-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                            aria-hidden="true"
                          />
                        </Accordion.Trigger>
                      </h3>
                    </Accordion.Header>
                    <Accordion.Content forceMount className="data-[state=closed]:hidden">
                      <p className="pb-5 leading-relaxed text-ink-muted">{item.answer}</p>
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </Card>
            </section>
          ))}
        </Accordion.Root>
        <div className="mt-12">
          <HelpCard />
        </div>
      </PageContainer>
    </>
  );
}
