// The content editor's read, preview and saves, through the same service as GET and PUT
// /api/admin/content/{page} and the versions' restore: the same checks, the same field errors.
import { data, type AppLoadContext } from 'react-router';
import { announcementVisible, isContentPage, type ContentPage } from '../../../core/content-pages';
import type { ConsoleAction } from '../../../core/console-permissions';
import { contentTokens } from '../../../core/content-tokens';
import { toPublicSettings } from '../../../core/shop-settings-values';
import type { SessionUser } from '../../../server/services/accounts';
import type { PublishedContent } from '../../../server/services/content';
import { HTTP_STATUS_OF, isServiceError } from '../../../server/services/errors';
import {
  CONTENT_PAGE_TITLES,
  formErrorsOf,
  isMarkdownPage,
  readContentForm,
  type ContentPreview,
} from '../../lib/content-form';
import type { ConsoleNoticeData } from '../../lib/console-notice';
import type { SettingsVersionRow } from './settings.server';

export interface ContentNotice extends ConsoleNoticeData {
  /** The values as posted, shown again after a refusal or a preview instead of the stored ones. */
  values?: unknown;
  preview?: ContentPreview;
}

/** The page named in the address, or a 404 for any other name. */
export function contentPageParam(raw: string | undefined): ContentPage {
  if (raw === undefined || !isContentPage(raw)) throw data('There is no such content page', { status: 404 });
  return raw;
}

export async function contentPageData(context: AppLoadContext, page: ContentPage) {
  const { content, settings } = context.services;
  const [value, versions, pictures, current] = await Promise.all([
    content.read(page),
    content.versions(page),
    page === 'testimonials' || page === 'hero' ? content.pictureChoices() : Promise.resolve([]),
    settings.read(),
  ]);
  const history: SettingsVersionRow[] = versions.map((v) => ({
    version: v.version,
    savedAt: v.savedAt.toISOString(),
    savedBy: v.savedBy,
  }));
  return { page, value, history, pictures, tokens: contentTokens(toPublicSettings(current)) };
}

function previewOf(page: ContentPage, published: PublishedContent, now: Date): ContentPreview {
  if (isMarkdownPage(page)) return { kind: 'markdown', html: published.html[page] };
  switch (page) {
    case 'faq':
      return { kind: 'faq', faq: published.faq };
    case 'testimonials':
      return { kind: 'testimonials', testimonials: published.testimonials };
    case 'hero':
      return { kind: 'hero', hero: published.hero };
    default:
      return {
        kind: 'announcement',
        announcement: published.announcement,
        shownNow: announcementVisible(published.announcement, now),
      };
  }
}

const answer = (notice: ContentNotice, status = 200) => data<ContentNotice>(notice, { status });

/** The form's preview (or a row moved) saves nothing; anything else may change the shop. */
export function contentFormAction(form: FormData): ConsoleAction {
  const shownOnly = form.get('preview') !== null || form.get('move') !== null;
  return form.get('intent') === 'save' && shownOnly ? 'content.view' : 'content.change';
}

/** A save or preview of the page's form, or a restore of a kept version. */
export async function contentPageAction(
  context: AppLoadContext,
  admin: SessionUser,
  page: ContentPage,
  form: FormData,
) {
  const title = CONTENT_PAGE_TITLES[page];
  const { content } = context.services;
  const intent = form.get('intent');
  const preview = form.get('preview') !== null;
  if (intent === 'restore') {
    const version = Number(form.get('version'));
    if (!Number.isInteger(version) || version < 1)
      return answer({ ok: false, message: 'That version could not be read. Please reload the page.' }, 400);
    return refusalOrNotice(page, undefined, async () => {
      await content.restore(page, version, admin);
      return { ok: true, message: `${title}: version ${version} is back on the shop.` };
    });
  }
  if (intent !== 'save')
    return answer(
      { ok: false, message: 'That request could not be read. Please reload the page and try again.' },
      400,
    );

  const values = readContentForm(page, form);
  return refusalOrNotice(page, values, async () => {
    if (preview || form.get('move') !== null) {
      // A preview, or a row moved: shown again with what the shop would show, nothing saved.
      const published = await content.previewPage(page, values);
      return {
        ok: true,
        values,
        preview: previewOf(page, published, new Date()),
        message: 'Here is the preview below. Nothing is saved until you press Save.',
      };
    }
    await content.save(page, values, admin);
    return { ok: true, message: `${title} saved. The shop shows it now.` };
  });
}

async function refusalOrNotice(page: ContentPage, values: unknown, run: () => Promise<ContentNotice>) {
  try {
    return answer(await run());
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return answer(
      { ok: false, values, message: error.message, errors: formErrorsOf(page, error.fieldErrors) },
      HTTP_STATUS_OF[error.kind],
    );
  }
}
