import { Form } from 'react-router';
import { galleryPicture } from '../../../../core/images';
import { Card } from '../../ui/card';
import { ResponsiveImage } from '../../ui/responsive-image';

// Two pictures to a row on phones, three from 640 px and four from 1280 px; from 1024 px the
// console's menu takes the left of the page.
const GALLERY_EDITOR_SIZES =
  '(min-width: 1280px) 13rem, (min-width: 1024px) calc(33vw - 8rem), (min-width: 640px) calc(33vw - 2.75rem), calc(50vw - 2.5rem)';

/** The product's pictures in order, each with its own small forms: make it the main one, or remove it. */
export function GalleryEditor({ images, name }: { images: string[]; name: string }) {
  if (images.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        No pictures yet. The shop shows a plain square until one is added.
      </p>
    );
  }
  return (
    <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
      {images.map((image, index) => (
        <Card as="li" look="flat" key={`${image}-${index}`} className="overflow-hidden">
          <ResponsiveImage
            picture={galleryPicture(image)}
            sizes={GALLERY_EDITOR_SIZES}
            alt={`${name}, picture ${index + 1} of ${images.length}`}
            className="aspect-square w-full bg-shea-200 object-cover"
          />
          <div className="flex flex-wrap items-center gap-2 p-2">
            {index === 0 ? (
              <span className="rounded-full bg-earth-700 px-3 py-1 text-xs font-semibold text-shea-50">
                Main picture
              </span>
            ) : (
              <PictureButton
                intent="make-main"
                index={index}
                label="Make main"
                fullLabel={`Make picture ${index + 1} the main picture`}
              />
            )}
            <PictureButton
              intent="remove-image"
              index={index}
              label="Remove"
              fullLabel={`Remove picture ${index + 1}`}
            />
          </div>
        </Card>
      ))}
    </ol>
  );
}

function PictureButton({
  intent,
  index,
  label,
  fullLabel,
}: {
  intent: string;
  index: number;
  label: string;
  fullLabel: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="index" value={index} />
      <button
        type="submit"
        aria-label={fullLabel}
        className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-xs font-semibold text-earth-700 hover:bg-shea-200"
      >
        {label}
      </button>
    </Form>
  );
}
