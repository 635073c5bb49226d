// The content pages (core/content-pages.ts): read by the storefront, changed by the owner in the
// console. Stored as versioned documents like the settings; reads are kept in memory until any
// process announces a change, and the Markdown is rendered once per change, not per page view.
import {
  CONTENT_PAGES,
  CONTENT_SCHEMAS,
  defaultContent,
  announcementNextChange,
  type ContentPage,
  type PublishedFaq,
  type ShopContent,
} from '../../../core/content-pages';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { ServiceError } from '../errors';
import {
  documentGroup,
  saveDocument,
  versionValue,
  type DocumentVersion,
  type SettingsService,
} from '../settings';
import { fillContentTokens } from '../../../core/content-tokens';
import { toPublicSettings } from '../../../core/shop-settings-values';
import { contentPictureChoices } from './picture-choices';
import { renderMarkdown } from './markdown';
import { zodErrorBody } from '../../../core/zod-errors';

/** The stored pages over the defaults; a stored page that no longer passes its schema shows the default. */
const pages = documentGroup({
  prefix: 'content',
  parts: CONTENT_PAGES,
  defaults: defaultContent,
  check: (page, stored) => CONTENT_SCHEMAS[page].safeParse(stored),
});

/** What the storefront shows: the content with its Markdown pages and FAQ answers as HTML. */
export interface PublishedContent extends Omit<ShopContent, 'faq'> {
  faq: PublishedFaq;
  html: { shipping: string; returns: string; privacy: string; about: string };
}

export interface ContentActor {
  id: number;
}

/** The page's value, or a 400 naming each bad field; a list page's own message is keyed by its name. */
function parsedOrThrow<P extends ContentPage>(page: P, body: unknown): ShopContent[P] {
  const parsed = CONTENT_SCHEMAS[page].safeParse(body);
  if (parsed.success) return parsed.data as ShopContent[P];
  const { message, errors } = zodErrorBody(parsed.error);
  const root = parsed.error.issues.find((issue) => issue.path.length === 0);
  if (Object.keys(errors).length > 0 || !root) throw new ServiceError('invalid', message, errors);
  throw new ServiceError('invalid', root.message, { [page]: root.message });
}

export function createContentService(db: Database, settings: SettingsService) {
  /** The content as the storefront shows it: the shop's values filled in, Markdown as HTML. */
  async function publish(content: ShopContent): Promise<PublishedContent> {
    const current = toPublicSettings(await settings.read());
    const fill = (text: string) => fillContentTokens(text, current);
    return {
      ...content,
      faq: {
        groups: content.faq.groups.map((group) => ({
          ...group,
          // Answers are Markdown like the other pages' texts (a link to the shipping page, a list).
          items: group.items.map((item) => ({
            question: fill(item.question),
            answerHtml: renderMarkdown(fill(item.answer)),
          })),
        })),
      },
      announcement: { ...content.announcement, text: fill(content.announcement.text) },
      html: {
        shipping: renderMarkdown(fill(content.shipping.markdown)),
        returns: renderMarkdown(fill(content.returns.markdown)),
        privacy: renderMarkdown(fill(content.privacy.markdown)),
        about: renderMarkdown(fill(content.about.markdown)),
      },
    };
  }

  // Settings changes move the same generation as content changes, so the filled values follow both.
  const cached = pages.cached(db, publish);

  async function store(
    tx: DbExecutor,
    page: ContentPage,
    next: unknown,
    before: unknown,
    actor: ContentActor,
    details?: Record<string, unknown>,
  ) {
    await saveDocument(tx, pages.keyOf(page), next, {
      actorUserId: actor.id,
      action: 'content.updated',
      entityType: 'content',
      entityId: page,
      fallback: before,
      details,
    });
  }

  return {
    /** What the storefront reads; kept in memory between changes. */
    published: (): Promise<PublishedContent> => cached.get(),

    /** When the announcement bar next appears or disappears after `now`: a shared page is fresh until then. */
    async announcementChangesAt(now: Date): Promise<Date | null> {
      return announcementNextChange((await cached.get()).announcement, now);
    },

    /** One page as stored, or its default. */
    async read<P extends ContentPage>(page: P): Promise<ShopContent[P]> {
      return (await pages.read(db))[page];
    },

    /** Replaces a page whole. A body that fails the schema is refused (400), and nothing is saved. */
    async save<P extends ContentPage>(page: P, body: unknown, actor: ContentActor): Promise<ShopContent[P]> {
      const next = parsedOrThrow(page, body);
      await db.transaction(async (tx) => {
        const current = (await pages.read(tx))[page];
        if (JSON.stringify(current) === JSON.stringify(next)) return;
        await store(tx, page, next, current, actor);
      });
      return (await pages.read(db))[page];
    },

    /** The last saved versions of a page, newest first. */
    versions: (page: ContentPage): Promise<DocumentVersion[]> => settings.documentVersions(pages.keyOf(page)),

    /** Saves a kept version again as the newest; the history keeps the versions in between. */
    async restore<P extends ContentPage>(
      page: P,
      version: number,
      actor: ContentActor,
    ): Promise<ShopContent[P]> {
      await db.transaction(async (tx) => {
        const current = (await pages.read(tx))[page];
        const value = await versionValue(tx, pages.keyOf(page), version);
        const parsed = CONTENT_SCHEMAS[page].safeParse(value);
        if (!parsed.success)
          throw new ServiceError('conflict', `Version ${version} no longer fits the ${page} page`);
        await store(tx, page, parsed.data, current, actor, { restoredVersion: version });
      });
      return (await pages.read(db))[page];
    },

    /**
     * The storefront's content with one page replaced by `body`, as the storefront would show it,
     * before saving. A body that fails the schema is refused (400) with its field errors.
     */
    async previewPage<P extends ContentPage>(page: P, body: unknown): Promise<PublishedContent> {
      const value = parsedOrThrow(page, body);
      return publish({ ...(await pages.read(db)), [page]: value });
    },

    /** The pictures a testimonial or the carousel may show: the shop's own and those uploaded. */
    pictureChoices: () => contentPictureChoices(db),

    /** The owner's Markdown as the storefront will show it, before saving. */
    async preview(markdown: string): Promise<string> {
      return renderMarkdown(fillContentTokens(markdown, toPublicSettings(await settings.read())));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
