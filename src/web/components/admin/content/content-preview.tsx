import { contentPicture } from '../../../../core/content-images';
import { formatShopDateTime } from '../../../../core/shop-time';
import type { ContentPreview as Preview } from '../../../lib/content-form';
import { FaqGroups } from '../../ui/faq-groups';
import { TestimonialsSection } from '../../ui/testimonials-section';
import { AnnouncementBar } from '../../ui/announcement-bar';
import { Prose } from '../../ui/prose';
import { ResponsiveImage } from '../../ui/responsive-image';
import { ConsoleCard } from '../console-card';

/** The edit as the storefront would show it, the shop's values filled in; nothing is saved yet. */
export function ContentPreview({ preview }: { preview: Preview }) {
  return (
    <div id="preview" className="scroll-mt-24">
      <ConsoleCard title="Preview">
        <div className="rounded-xl border border-dashed border-line bg-surface p-3 sm:p-5">
          <PreviewBody preview={preview} />
        </div>
      </ConsoleCard>
    </div>
  );
}

function PreviewBody({ preview }: { preview: Preview }) {
  switch (preview.kind) {
    case 'markdown':
      return <Prose html={preview.html} />;
    case 'faq':
      return <FaqGroups groups={preview.faq.groups} idPrefix="preview" nested />;
    case 'testimonials':
      return preview.testimonials.length === 0 ? (
        <p className="text-sm text-ink-muted">The home page shows no testimonials.</p>
      ) : (
        <TestimonialsSection testimonials={preview.testimonials} />
      );
    case 'hero':
      return (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {preview.hero.map((slide, index) => (
            <li key={index}>
              <figure>
                <ResponsiveImage
                  picture={contentPicture(slide.image)}
                  sizes="(min-width: 640px) 14rem, 45vw"
                  alt={slide.alt}
                  className="aspect-video w-full rounded-xl object-cover"
                />
                <figcaption className="mt-1 text-xs text-ink-muted">
                  {index + 1}. {slide.alt}
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
      );
    case 'announcement': {
      const { announcement, shownNow } = preview;
      return (
        <div className="grid gap-3">
          {announcement.text !== '' && <AnnouncementBar text={announcement.text} link={announcement.link} />}
          <p className="text-sm text-ink">{announcementTiming(announcement, shownNow)}</p>
        </div>
      );
    }
  }
}

function announcementTiming(
  announcement: Extract<Preview, { kind: 'announcement' }>['announcement'],
  shownNow: boolean,
): string {
  if (!announcement.active) return 'Switched off: the shop shows no bar.';
  const from = announcement.startsAt ? ` from ${formatShopDateTime(announcement.startsAt)}` : '';
  const until = announcement.endsAt ? ` until ${formatShopDateTime(announcement.endsAt)}` : '';
  if (shownNow) return `Showing on every page now${until}.`;
  if (announcement.endsAt && Date.parse(announcement.endsAt) <= Date.now())
    return `Not shown: it ended ${formatShopDateTime(announcement.endsAt)}.`;
  return `Not shown yet: it shows${from}${until}.`;
}
