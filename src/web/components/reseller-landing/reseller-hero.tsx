import type { ReactNode } from 'react';
import { heroPicture } from '../../../core/images';
import { PageContainer } from '../ui/page-container';
import { PhotoBand } from '../ui/photo-band';

const photo = heroPicture(5);

/** The page's <h1> and what the programme is, with the notify card beside it on wide screens. */
export function ResellerHero({ children }: { children: ReactNode }) {
  return (
    <PhotoBand photo={photo} opacity="opacity-30">
      <PageContainer className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:items-center lg:gap-16 lg:py-24">
        <div className="on-dark">
          <p className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-[0.18em] uppercase">
            <span className="text-gold-300">Reseller programme</span>
            <span className="rounded-full bg-gold-300 px-3 py-1 text-xs tracking-[0.12em] text-earth-950">
              Coming soon
            </span>
          </p>
          <h1 className="mt-3 text-4xl leading-[1.1] sm:text-5xl xl:text-6xl">
            Wholesale shea care for salons, spas and shops
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-shea-100">
            Our full reseller programme opens soon: stock handmade shea butter skin and hair care at trade
            prices, with your own dashboard for ordering in bulk. Businesses ready today can already apply.
          </p>
        </div>
        {children}
      </PageContainer>
    </PhotoBand>
  );
}
