import type { ShopContent } from '../../../../core/content-pages';
import { MoveButtons } from '../settings/move-buttons';
import { FieldError, SettingsField, type FieldErrors } from '../settings/settings-field';
import { PictureSelect, type PictureChoice } from './picture-select';
import { RowRemove } from './row-remove';

type Slide = ShopContent['hero'][number];

/** The home carousel's pictures in the order they turn; the blank one at the end adds one. */
export function HeroFields({
  hero,
  pictures,
  errors,
}: {
  hero: Slide[];
  pictures: PictureChoice[];
  errors: FieldErrors;
}) {
  const count = hero.length;
  const blank: Slide = { image: pictures[0]?.path ?? '', alt: '' };
  return (
    <div className="grid gap-4">
      <FieldError name="hero" errors={errors} />
      <ol className="grid gap-4 lg:grid-cols-2">
        {[...hero, blank].map((slide, index) => {
          const isNew = index === count;
          const at = `hero.${index}`;
          const who = isNew ? 'new picture' : `picture ${index + 1}`;
          return (
            <li key={index} className="grid content-start gap-3 rounded-card border border-line p-3 sm:p-4">
              <h3 className="text-sm font-semibold text-earth-900">
                {isNew ? 'Add a picture' : `Picture ${index + 1}`}
              </h3>
              {isNew && <input type="hidden" name={`${at}.new`} value="1" />}
              <PictureSelect
                name={`${at}.image`}
                who={who}
                value={slide.image}
                choices={pictures}
                errors={errors}
              />
              <SettingsField
                name={`${at}.alt`}
                label={
                  <>
                    Alt text<span className="sr-only">, {who}</span>
                  </>
                }
                value={slide.alt}
                errors={errors}
                hint={
                  isNew
                    ? 'Describe the picture for those who cannot see it; this adds it.'
                    : 'What the picture shows, for those who cannot see it.'
                }
              />
              {!isNew && (
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
                  <RowRemove at={at} who={who} />
                  <MoveButtons list="hero" index={index} last={index === count - 1} who={who} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
