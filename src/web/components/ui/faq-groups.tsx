import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { PublishedFaq } from '../../../core/content-pages';
import { Card } from './card';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// One accordion across the groups: SPEC §2 keeps one question open at a time, collapsible.
// Answers stay in the HTML while closed (forceMount + hidden), so search engines read them.
/** The FAQ's groups as the FAQ page shows them, and as the console's preview shows an edit. */
export function FaqGroups({
  groups,
  idPrefix = 'faq',
  nested = false,
}: {
  groups: PublishedFaq['groups'];
  idPrefix?: string;
  /**
   * The console's preview: inside a section of its own (headings one level down), every answer
   * open, so the owner reads the edit without hunting for it.
   */
  nested?: boolean;
}) {
  const GroupHeading = nested ? 'h3' : 'h2';
  const QuestionHeading = nested ? 'h4' : 'h3';
  const everyItem = groups.flatMap((group, g) => group.items.map((_, i) => `${g}.${i}`));
  const root = nested
    ? ({ type: 'multiple', defaultValue: everyItem } as const)
    : ({ type: 'single', collapsible: true } as const);
  return (
    <Accordion.Root {...root}>
      {groups.map((group, groupIndex) => (
        <section
          key={groupIndex}
          className="mt-10 first:mt-0"
          aria-labelledby={`${idPrefix}-${slug(group.title)}`}
        >
          <GroupHeading id={`${idPrefix}-${slug(group.title)}`} className="text-2xl text-earth-900">
            {group.title}
          </GroupHeading>
          <Card look="flat" className="mt-4 divide-y divide-line">
            {group.items.map((item, itemIndex) => (
              <Accordion.Item key={itemIndex} value={`${groupIndex}.${itemIndex}`} className="group px-5">
                <Accordion.Header asChild>
                  <QuestionHeading className="text-pretty">
                    <Accordion.Trigger className="flex w-full items-center justify-between gap-4 py-4 text-left font-sans text-base font-medium text-earth-900">
                      {item.question}
                      <ChevronDown
                        className="size-5 shrink-0 text-earth-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </QuestionHeading>
                </Accordion.Header>
                <Accordion.Content forceMount className="data-[state=closed]:hidden">
                  {/* The owner's Markdown, rendered on the server with raw HTML off (services/content). */}
                  <div
                    className="pb-5 leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-earth-700 [&_a]:underline [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-3 [&_strong]:text-earth-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6"
                    dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                  />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Card>
        </section>
      ))}
    </Accordion.Root>
  );
}
