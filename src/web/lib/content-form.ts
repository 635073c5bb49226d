// The content editor's forms as the bodies PUT /api/admin/content/{page} takes. Every field is
// named by the page and its path ('faq.groups.1.items.0.answer'), the key the service's field errors
// use with the page in front, so a refusal lands beside the field that caused it. A blank row at a
// list's end adds one when filled in; a ticked Remove drops its row; Up and Down move one.
import type { Announcement, ContentPage, PublishedFaq, ShopContent } from '../../core/content-pages';
import { fromShopDateTimeInput } from '../../core/shop-time';
import { applyMove, formText as text, moveWithin, rowIndexes } from './form-rows';

/** Each page's heading in the console, and its name in the notices. */
export const CONTENT_PAGE_TITLES: Record<ContentPage, string> = {
  faq: 'FAQ',
  shipping: 'Shipping information',
  returns: 'Return policy',
  privacy: 'Privacy policy',
  about: 'Our story',
  testimonials: 'Testimonials',
  hero: 'Home carousel',
  announcement: 'Announcement bar',
};

/** What each page is, under its heading in the console. */
export const CONTENT_PAGE_INTROS: Record<ContentPage, string> = {
  faq: 'The questions on the FAQ page, in groups. Answers are plain text.',
  shipping:
    'The shipping page’s words: areas, services, order processing and international orders. Delivery times and the fees by area are in Settings.',
  returns: 'The return policy page.',
  privacy:
    'The privacy page: what the shop keeps about customers, why, for how long, who sees it, and their rights under Kenya’s Data Protection Act.',
  about: 'The story on the about page.',
  testimonials: 'What customers say, on the home page.',
  hero: 'The pictures that turn at the top of the home page, in order.',
  announcement: 'A line above every page of the shop, for a sale or a holiday notice, between two dates.',
};

/** Where each page shows on the storefront, for the editor's "see it live" link. */
export const CONTENT_PAGE_PATHS: Record<ContentPage, string> = {
  faq: '/faq',
  shipping: '/shipping-info',
  returns: '/return-policy',
  privacy: '/privacy',
  about: '/about',
  testimonials: '/',
  hero: '/',
  announcement: '/',
};

/** A page as the storefront would show it (the shop's values filled in), for the editor's preview. */
export type ContentPreview =
  | { kind: 'markdown'; html: string }
  | { kind: 'faq'; faq: PublishedFaq }
  | { kind: 'testimonials'; testimonials: ShopContent['testimonials'] }
  | { kind: 'hero'; hero: ShopContent['hero'] }
  | {
      kind: 'announcement';
      announcement: Announcement;
      /** Whether the bar shows at the moment of the preview, given its switch and dates. */
      shownNow: boolean;
    };

const MARKDOWN_PAGES = ['shipping', 'returns', 'privacy', 'about'] as const;
export type MarkdownPage = (typeof MARKDOWN_PAGES)[number];
export const isMarkdownPage = (page: ContentPage): page is MarkdownPage =>
  (MARKDOWN_PAGES as readonly string[]).includes(page);

/**
 * The rows of the list at `list`, read with `read`, without those ticked for removal and blank new
 * rows, in the order the pressed Up or Down button leaves them.
 */
function listRows<T>(
  form: FormData,
  list: string,
  key: string,
  read: (at: string) => T,
  isBlank: (row: T) => boolean,
): T[] {
  const rows = rowIndexes(form, list, key)
    .filter((index) => form.get(`${list}.${index}.remove`) === null)
    .map((index) => ({ row: read(`${list}.${index}`), isNew: form.get(`${list}.${index}.new`) !== null }))
    .filter(({ row, isNew }) => !(isNew && isBlank(row)))
    .map(({ row }) => row);
  return applyMove(rows, moveWithin(list, form.get('move') as string | null));
}

const allBlank = (...values: string[]) => values.every((value) => value.trim() === '');

function faqGroups(form: FormData) {
  return listRows(
    form,
    'faq.groups',
    'title',
    (at) => ({
      title: text(form, `${at}.title`),
      items: listRows(
        form,
        `${at}.items`,
        'question',
        (item) => ({ question: text(form, `${item}.question`), answer: text(form, `${item}.answer`) }),
        (item) => allBlank(item.question, item.answer),
      ),
    }),
    (group) => allBlank(group.title) && group.items.length === 0,
  );
}

/** The page's body as posted, for the page's schema to check. */
export function readContentForm(page: ContentPage, form: FormData): unknown {
  switch (page) {
    case 'faq':
      return { groups: faqGroups(form) };
    case 'shipping':
    case 'returns':
    case 'privacy':
    case 'about':
      return { markdown: text(form, `${page}.markdown`) };
    case 'testimonials':
      return listRows(
        form,
        'testimonials',
        'name',
        (at) => ({
          name: text(form, `${at}.name`),
          place: text(form, `${at}.place`),
          text: text(form, `${at}.text`),
          photo: text(form, `${at}.photo`),
        }),
        (row) => allBlank(row.name, row.place, row.text),
      );
    case 'hero':
      return listRows(
        form,
        'hero',
        'alt',
        (at) => ({ image: text(form, `${at}.image`), alt: text(form, `${at}.alt`) }),
        (row) => allBlank(row.alt),
      );
    case 'announcement': {
      // An empty date field is no date: the bar has no start or no end.
      const date = (name: string) => {
        const value = text(form, `announcement.${name}`).trim();
        return value === '' ? null : fromShopDateTimeInput(value);
      };
      return {
        text: text(form, 'announcement.text'),
        link: text(form, 'announcement.link').trim(),
        active: form.get('announcement.active') !== null,
        startsAt: date('startsAt'),
        endsAt: date('endsAt'),
      };
    }
  }
}

/** The service's field errors ('groups.0.title') as the form names its fields ('faq.groups.0.title'). */
export function formErrorsOf(page: ContentPage, errors: Record<string, string> | undefined) {
  const named: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors ?? {}))
    named[key === page ? page : `${page}.${key}`] = message;
  return named;
}
