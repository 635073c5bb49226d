import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  MAX_UPLOAD_FORM_BYTES,
  NO_IMAGE_CHOSEN,
  TOO_MANY_IN_UPLOAD,
  UPLOAD_FORM_TOO_LARGE,
} from '../../../../core/image-upload';
import { buttonClasses } from '../../ui/button-styles';
import { FormAlert } from '../../ui/form-alert';

const ACCEPT = Object.values(IMAGE_MIME_TYPES).join(',');

/** What is wrong with the chosen files before a slow upload starts; the server checks it all again. */
function problemWith(files: FileList | null): string | null {
  const chosen = [...(files ?? [])];
  if (chosen.length === 0) return NO_IMAGE_CHOSEN;
  if (chosen.length > MAX_IMAGES_PER_UPLOAD) return TOO_MANY_IN_UPLOAD;
  if (chosen.some((file) => file.size > MAX_IMAGE_BYTES)) return IMAGE_TOO_LARGE;
  if (chosen.reduce((sum, file) => sum + file.size, 0) > MAX_UPLOAD_FORM_BYTES) return UPLOAD_FORM_TOO_LARGE;
  return null;
}

/** Adds pictures to the end of the gallery: JPEG, PNG or WebP, several at once. */
export function PictureUploadForm({ serverError }: { serverError?: string | null }) {
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  const [browserError, setBrowserError] = useState<string | null>(null);
  const error = browserError ?? serverError;

  function check(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('images') as HTMLInputElement | null;
    const problem = problemWith(input?.files ?? null);
    setBrowserError(problem);
    if (problem) event.preventDefault();
  }

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={check} className="space-y-3">
      <input type="hidden" name="intent" value="upload" />
      <div>
        <label htmlFor="product-images" className="block text-sm font-medium text-earth-900">
          Add pictures
        </label>
        <p id="product-images-hint" className="mt-1 text-xs text-ink-muted">
          JPEG, PNG or WebP, at least 400 × 400 pixels, up to {MAX_IMAGE_BYTES / (1024 * 1024)} MB each and{' '}
          {MAX_IMAGES_PER_UPLOAD} at a time. Square pictures show best; others are cropped to a square.
        </p>
        <input
          id="product-images"
          type="file"
          name="images"
          accept={ACCEPT}
          multiple
          aria-describedby="product-images-hint"
          className="mt-2 block w-full max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-shea-200 file:px-4 file:font-semibold file:text-earth-900"
        />
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <button type="submit" disabled={uploading} className={buttonClasses('secondary')}>
        {uploading ? 'Uploading…' : 'Upload pictures'}
      </button>
    </Form>
  );
}
