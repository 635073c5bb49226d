import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { brandPictures } from '../../../../core/brand-images';
import {
  LOGO_MIME_TYPES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  MAX_LOGO_BYTES,
  MIN_LOGO_SIDE,
  NO_LOGO_CHOSEN,
} from '../../../../core/logo-upload';
import type { BrandLogo } from '../../../../core/shop-settings-values';
import { buttonClasses } from '../../ui/button-styles';
import { ActionNotice } from '../action-notice';
import { ConsoleCard } from '../console-card';
import { LABEL_CLASSES } from '../field-styles';

const INPUT_ID = 'setting-brand-logo';

/** What is wrong with the chosen file before a slow upload starts; the server checks it all again. */
function problemWith(file: File | undefined): string | null {
  if (!file || file.size === 0) return NO_LOGO_CHOSEN;
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return LOGO_WRONG_TYPE;
  if (file.size > MAX_LOGO_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/**
 * The logo's own forms, beside the brand's: a file cannot go in a form posted as text. The upload
 * and the removal each post to the settings page's action and come back here without JavaScript.
 */
export function LogoForm({
  logo,
  shopName,
  notice,
}: {
  logo: BrandLogo | null;
  shopName: string;
  notice: { ok: boolean; message: string; errors?: Record<string, string> } | undefined;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload-logo';
  const [browserError, setBrowserError] = useState<string | null>(null);
  const error = browserError ?? notice?.errors?.['brand.logo'];
  const shown = brandPictures(logo).logo;

  function check(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('logo') as HTMLInputElement | null;
    const problem = problemWith(input?.files?.[0]);
    setBrowserError(problem);
    if (problem) event.preventDefault();
  }

  return (
    <div id="logo" className="scroll-mt-24">
      <ConsoleCard title="Logo and icons">
        <p className="mb-4 max-w-prose text-sm text-ink-muted">
          The header, the footer and mails show the logo; the phone’s home-screen icon, the browser tab’s icon
          and the picture of a shared link are made from it.
        </p>
        <ActionNotice notice={notice && !notice.errors?.['brand.logo'] ? notice : undefined} />
        <div className="mb-4 flex min-h-16 items-center rounded-xl border border-line bg-canvas p-3">
          {shown ? (
            <img
              src={shown.src}
              width={shown.width}
              height={shown.height}
              alt={`The logo of ${shopName} now`}
              className="h-12 w-auto max-w-full object-contain"
            />
          ) : (
            <p className="text-sm text-ink-muted">
              No logo uploaded: the shop shows its shipped logo and icons.
            </p>
          )}
        </div>
        <Form
          method="post"
          action="/admin/settings#logo"
          encType="multipart/form-data"
          preventScrollReset
          onSubmit={check}
          className="grid gap-3"
        >
          <input type="hidden" name="intent" value="upload-logo" />
          <div>
            <label htmlFor={INPUT_ID} className={LABEL_CLASSES}>
              {shown ? 'Replace the logo' : 'Upload a logo'}
            </label>
            <p id={`${INPUT_ID}-hint`} className="mb-2 text-xs text-ink-muted">
              PNG or WebP, at least {MIN_LOGO_SIDE} pixels wide or tall, up to{' '}
              {MAX_LOGO_BYTES / (1024 * 1024)} MB. A transparent background shows best; a square part of it
              makes the best icon.
            </p>
            <input
              id={INPUT_ID}
              type="file"
              name="logo"
              accept={LOGO_MIME_TYPES.join(',')}
              aria-describedby={error ? `${INPUT_ID}-hint ${INPUT_ID}-error` : `${INPUT_ID}-hint`}
              aria-invalid={error ? true : undefined}
              className="block w-full max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-shea-200 file:px-4 file:font-semibold file:text-earth-900"
            />
            {error && (
              <p id={`${INPUT_ID}-error`} className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={uploading} className={buttonClasses('primary')}>
              {uploading ? 'Uploading…' : 'Upload logo'}
            </button>
          </div>
        </Form>
        {shown && (
          <Form method="post" action="/admin/settings#logo" preventScrollReset className="mt-3">
            <input type="hidden" name="intent" value="remove-logo" />
            <button type="submit" className={buttonClasses('secondary')}>
              Remove the logo
            </button>
          </Form>
        )}
      </ConsoleCard>
    </div>
  );
}
