// The shop's content pages the owner edits in the console (/admin/content), one document each,
// with today's texts as the defaults: a fresh shop looks exactly as SPEC. Each schema carries the
// messages a form shows beside its fields.
import { z } from 'zod';
import { plainText, type TextLines } from './form-fields';
import { HERO_COUNT, PORTRAIT_COUNT, UPLOADS_BASE, heroImagePath, portraitImagePath } from './images';
import {
  ABOUT_STORY_MARKDOWN,
  DEFAULT_FAQ,
  DEFAULT_HERO_ALTS,
  DEFAULT_TESTIMONIALS,
  PRIVACY_MARKDOWN,
  RETURNS_MARKDOWN,
  SHIPPING_MARKDOWN,
} from './content-defaults';

export const CONTENT_PAGES = [
  'faq',
  'shipping',
  'returns',
  'privacy',
  'about',
  'testimonials',
  'hero',
  'announcement',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export const isContentPage = (value: string): value is ContentPage =>
  (CONTENT_PAGES as readonly string[]).includes(value);

/** The longest Markdown a page may hold: a long policy fits many times over. */
export const MARKDOWN_MAX = 20_000;

// Control characters mean nothing on a page, and PostgreSQL's JSON refuses NUL (core/form-fields).
const text = (label: string, max: number, lines: TextLines = 'single-line') =>
  plainText(`${label} must be text`, lines)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const markdownDocument = (label: string) =>
  z.object({ markdown: text(label, MARKDOWN_MAX, 'multi-line') }).strict();

/** Pictures the shop ships (hero photos, portraits) and pictures uploaded in the console. */
const SHIPPED_IMAGES = new Set([
  ...Array.from({ length: HERO_COUNT }, (_, i) => heroImagePath(i + 1, 1600)),
  ...Array.from({ length: PORTRAIT_COUNT }, (_, i) => portraitImagePath(i + 1)),
]);
const UPLOADED_IMAGE = new RegExp(`^${UPLOADS_BASE}/[a-z0-9_-]+(/[a-z0-9_-]+)*\\.(webp|avif|jpe?g|png)$`);

export const isContentImagePath = (path: string) => SHIPPED_IMAGES.has(path) || UPLOADED_IMAGE.test(path);

const imagePath = (label: string) =>
  text(label, 300).refine(isContentImagePath, `${label} must be a picture uploaded to the shop`);

/** A link shoppers may follow: a page of the shop ('/...') or an https address. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), {
      error: `${label} must be a date such as 2026-12-01T08:00:00Z`,
    })
    .transform((value) => new Date(value).toISOString())
    .nullable();

export const faqSchema = z
  .object({
    groups: z
      .array(
        z
          .object({
            title: text('Group title', 80),
            items: z
              .array(
                z
                  .object({ question: text('Question', 200), answer: text('Answer', 2_000, 'multi-line') })
                  .strict(),
                {
                  error: 'Questions must be a list',
                },
              )
              .min(1, 'A group needs at least one question')
              .max(30, 'A group holds at most 30 questions'),
          })
          .strict(),
        { error: 'Groups must be a list' },
      )
      .min(1, 'The FAQ needs at least one group')
      .max(12, 'The FAQ holds at most 12 groups'),
  })
  .strict();

export const testimonialsSchema = z
  .array(
    z
      .object({
        name: text('Name', 80),
        place: text('Place', 80),
        text: text('Text', 600, 'multi-line'),
        photo: imagePath('Photo'),
      })
      .strict(),
    { error: 'Testimonials must be a list' },
  )
  .max(12, 'Show at most 12 testimonials');

export const heroSchema = z
  .array(z.object({ image: imagePath('Picture'), alt: text('Alt text', 200) }).strict(), {
    error: 'Pictures must be a list',
  })
  .min(1, 'The carousel needs at least one picture')
  .max(12, 'The carousel holds at most 12 pictures');

export const announcementSchema = z
  .object({
    text: plainText('Text must be text').max(160, 'Text must be at most 160 characters'),
    link: plainText('Link must be text')
      .max(300, 'Link must be at most 300 characters')
      .refine((value) => value === '' || isSafeLink(value), {
        error: "Link must be a page of the shop ('/...') or an https:// address",
      }),
    active: z.boolean({ error: 'Active must be true or false' }),
    startsAt: isoDate('Start'),
    endsAt: isoDate('End'),
  })
  .strict()
  .refine((a) => !a.active || a.text.length > 0, { error: 'Text is required', path: ['text'] })
  .refine((a) => !a.startsAt || !a.endsAt || a.startsAt < a.endsAt, {
    error: 'End must be after the start',
    path: ['endsAt'],
  });

export const CONTENT_SCHEMAS = {
  faq: faqSchema,
  shipping: markdownDocument('Shipping information'),
  returns: markdownDocument('Return policy'),
  privacy: markdownDocument('Privacy policy'),
  about: markdownDocument('Our story'),
  testimonials: testimonialsSchema,
  hero: heroSchema,
  announcement: announcementSchema,
} satisfies Record<ContentPage, z.ZodType>;

export type ShopContent = { [P in ContentPage]: z.output<(typeof CONTENT_SCHEMAS)[P]> };
export type FaqContent = ShopContent['faq'];

/** The FAQ as the storefront shows it: each answer's Markdown rendered on the server (services/content). */
export interface PublishedFaq {
  groups: { title: string; items: { question: string; answerHtml: string }[] }[];
}
export type Announcement = ShopContent['announcement'];

export const defaultContent: ShopContent = {
  faq: DEFAULT_FAQ,
  shipping: { markdown: SHIPPING_MARKDOWN },
  returns: { markdown: RETURNS_MARKDOWN },
  privacy: { markdown: PRIVACY_MARKDOWN },
  about: { markdown: ABOUT_STORY_MARKDOWN },
  testimonials: DEFAULT_TESTIMONIALS,
  hero: DEFAULT_HERO_ALTS.map((alt, i) => ({ image: heroImagePath(i + 1, 1600), alt })),
  announcement: { text: '', link: '', active: false, startsAt: null, endsAt: null },
};

/** Whether the bar shows at `now`: switched on, with text, and between its dates (either may be open). */
export function announcementVisible(announcement: Announcement, now: Date): boolean {
  if (!announcement.active || announcement.text === '') return false;
  const time = now.getTime();
  if (announcement.startsAt && time < Date.parse(announcement.startsAt)) return false;
  if (announcement.endsAt && time >= Date.parse(announcement.endsAt)) return false;
  return true;
}

/** The next moment the bar appears or disappears after `now`, or null: cached pages end there. */
export function announcementNextChange(announcement: Announcement, now: Date): Date | null {
  if (!announcement.active) return null;
  const moments = [announcement.startsAt, announcement.endsAt]
    .filter((value): value is string => value !== null)
    .map((value) => Date.parse(value))
    .filter((time) => time > now.getTime());
  return moments.length > 0 ? new Date(Math.min(...moments)) : null;
}

/** The bar as the storefront shows it at `now`, or null when it is hidden. */
export function shownAnnouncement(
  announcement: Announcement,
  now: Date,
): { text: string; link: string } | null {
  return announcementVisible(announcement, now) ? { text: announcement.text, link: announcement.link } : null;
}
