import type { ShopContent } from '../../../../core/content-pages';
import { MoveButtons } from '../settings/move-buttons';
import { FieldError, SettingsField, type FieldErrors } from '../settings/settings-field';
import { PictureSelect, type PictureChoice } from './picture-select';
import { RowRemove } from './row-remove';

type Testimonial = ShopContent['testimonials'][number];

/** The home page's testimonials in order; the blank one at the end adds one when filled in. */
export function TestimonialFields({
  testimonials,
  pictures,
  errors,
}: {
  testimonials: Testimonial[];
  pictures: PictureChoice[];
  errors: FieldErrors;
}) {
  const count = testimonials.length;
  const blank: Testimonial = { name: '', place: '', text: '', photo: pictures[0]?.path ?? '' };
  return (
    <div className="grid gap-4">
      <FieldError name="testimonials" errors={errors} />
      <ol className="grid gap-4">
        {[...testimonials, blank].map((testimonial, index) => {
          const isNew = index === count;
          const at = `testimonials.${index}`;
          const who = isNew ? 'new testimonial' : `testimonial ${index + 1}`;
          return (
            <li key={index} className="grid gap-3 rounded-card border border-line p-3 sm:p-4">
              <h3 className="text-sm font-semibold text-earth-900">
                {isNew ? 'Add a testimonial' : `Testimonial ${index + 1}`}
              </h3>
              {isNew && <input type="hidden" name={`${at}.new`} value="1" />}
              <div className="grid gap-3 sm:grid-cols-2">
                <SettingsField
                  name={`${at}.name`}
                  label={
                    <>
                      Name<span className="sr-only">, {who}</span>
                    </>
                  }
                  value={testimonial.name}
                  errors={errors}
                />
                <SettingsField
                  name={`${at}.place`}
                  label={
                    <>
                      Place<span className="sr-only">, {who}</span>
                    </>
                  }
                  value={testimonial.place}
                  errors={errors}
                  hint="Town or country, e.g. Nairobi"
                />
              </div>
              <SettingsField
                name={`${at}.text`}
                label={
                  <>
                    What they said<span className="sr-only">, {who}</span>
                  </>
                }
                value={testimonial.text}
                errors={errors}
                multiline
                rows={4}
              />
              <PictureSelect
                name={`${at}.photo`}
                who={who}
                value={testimonial.photo}
                choices={pictures}
                errors={errors}
              />
              {!isNew && (
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
                  <RowRemove at={at} who={who} />
                  <MoveButtons list="testimonials" index={index} last={index === count - 1} who={who} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
