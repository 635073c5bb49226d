import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

interface PageIntroProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The band at the top of an inner page: its one <h1> and a sentence or two about it. */
export function PageIntro({ title, eyebrow, children }: PageIntroProps) {
  return (
    <div className="border-b border-line bg-shea-100">
      <PageContainer className="py-12 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-[0.18em] text-sage-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-4xl text-earth-900 sm:text-5xl">{title}</h1>
        {children && (
          <div className="mt-4 max-w-prose text-lg leading-relaxed text-ink-muted">{children}</div>
        )}
      </PageContainer>
    </div>
  );
}
