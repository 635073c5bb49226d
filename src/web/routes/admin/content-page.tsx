import { ExternalLink } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import type { Announcement, ContentPage, FaqContent, ShopContent } from '../../../core/content-pages';
import { BackLink } from '../../components/admin/back-link';
import { AnnouncementFields } from '../../components/admin/content/announcement-fields';
import { ContentPreview } from '../../components/admin/content/content-preview';
import { FaqFields } from '../../components/admin/content/faq-fields';
import { HeroFields } from '../../components/admin/content/hero-fields';
import { MarkdownFields } from '../../components/admin/content/markdown-fields';
import { TestimonialFields } from '../../components/admin/content/testimonial-fields';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { SettingsHistory } from '../../components/admin/settings/settings-history';
import { SettingsSection } from '../../components/admin/settings/settings-section';
import type { FieldErrors } from '../../components/admin/settings/settings-field';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import {
  CONTENT_PAGE_INTROS,
  CONTENT_PAGE_PATHS,
  CONTENT_PAGE_TITLES,
  isMarkdownPage,
} from '../../lib/content-form';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/content-page';
import {
  contentFormAction,
  contentPageAction,
  contentPageData,
  contentPageParam,
} from './content-page.server';

export function meta({ data, matches }: Route.MetaArgs) {
  const title = data ? CONTENT_PAGE_TITLES[data.page] : 'Content';
  return pageMeta(matches, {
    title: `${title} · Content`,
    description: 'Edit the shop’s content.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'content.view');
  return contentPageData(args.context, contentPageParam(args.params.page));
}

export async function action(args: Route.ActionArgs) {
  requireConsole(args, 'content.view');
  const page = contentPageParam(args.params.page);
  const form = await readFormData(args.request);
  // A preview saves nothing; a save or a restore is what every visitor reads, and asks for a code.
  const admin = requireConsole(args, contentFormAction(form));
  return contentPageAction(args.context, admin, page, form);
}

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  const notice = useActionData<typeof action>();
  const { page, value, history, pictures, tokens } = loaderData;
  const title = CONTENT_PAGE_TITLES[page];
  // A refused save or a preview shows what was typed; a save shows what is stored now.
  const shown = notice?.values ?? value;
  const errors: FieldErrors = notice?.errors ?? {};
  const fields = (): React.ReactNode => {
    if (isMarkdownPage(page))
      return (
        <MarkdownFields
          page={page}
          label={title}
          markdown={(shown as { markdown: string }).markdown}
          errors={errors}
          tokens={tokens}
        />
      );
    switch (page as Exclude<ContentPage, 'shipping' | 'returns' | 'privacy' | 'about'>) {
      case 'faq':
        return <FaqFields faq={shown as FaqContent} errors={errors} tokens={tokens} />;
      case 'testimonials':
        return (
          <TestimonialFields
            testimonials={shown as ShopContent['testimonials']}
            pictures={pictures}
            errors={errors}
          />
        );
      case 'hero':
        return <HeroFields hero={shown as ShopContent['hero']} pictures={pictures} errors={errors} />;
      case 'announcement':
        return <AnnouncementFields announcement={shown as Announcement} errors={errors} />;
    }
  };
  return (
    <>
      <BackLink to="/admin/content">All content</BackLink>
      <ConsolePageHeader title={title} intro={CONTENT_PAGE_INTROS[page]} />
      <p className="mb-6">
        <Link
          to={CONTENT_PAGE_PATHS[page]}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-earth-700 underline"
        >
          See it on the shop
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      </p>
      <div className="grid gap-6">
        <SettingsSection
          // A new value (a save, a preview, a restore) remounts the form: its fields are uncontrolled.
          key={JSON.stringify(shown)}
          group={page}
          title="Edit and preview"
          notice={notice}
          echoNotice
          action={`/admin/content/${page}`}
          saveLabel="Save"
          extraActions={
            <button type="submit" name="preview" value="1" className={buttonClasses('secondary')}>
              Preview
            </button>
          }
          history={
            <SettingsHistory
              group={page}
              title={title}
              versions={history}
              action={`/admin/content/${page}`}
              unchanged="The shop still shows its original text."
            />
          }
        >
          {fields()}
        </SettingsSection>
        {notice?.preview && <ContentPreview preview={notice.preview} />}
      </div>
    </>
  );
}
