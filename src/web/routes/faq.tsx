import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { FAQ_GROUPS } from '../content/faq';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/faq';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about Heritage Shea products, hair care, how to use shea butter, ordering, payment and delivery.',
    publicUrl: publicUrlOf(matches),
  });
}

export default function Faq() {
  return (
    <>
      <PageIntro title="Frequently Asked Questions">
        <p>Everything you need to know about our products, using them, and ordering.</p>
      </PageIntro>
      <PageContainer className="max-w-3xl py-12">
        {FAQ_GROUPS.map((group) => (
          <section key={group.title} className="mt-10 first:mt-0" aria-labelledby={`faq-${group.title}`}>
            <h2 id={`faq-${group.title}`} className="text-2xl text-earth-900">
              {group.title}
            </h2>
            <div className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
              {group.items.map((item) => (
                // One shared name makes the browser keep a single answer open at a time (SPEC §2).
                <details key={item.question} name="faq" className="group px-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-earth-900 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      className="size-5 shrink-0 text-earth-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </summary>
                  <p className="pb-5 leading-relaxed text-ink-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <div className="mt-12 rounded-card bg-sage-100 p-6">
          <h2 className="text-xl text-earth-900">Still have questions?</h2>
          <p className="mt-2 text-ink">
            We reply within 24 hours.{' '}
            <Link to="/contact" className="font-medium text-earth-700 underline">
              Contact us
            </Link>
            .
          </p>
        </div>
      </PageContainer>
    </>
  );
}
