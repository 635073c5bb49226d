import { contentPicture } from '../../../../core/content-images';
import { ResponsiveImage } from '../../ui/responsive-image';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';
import { FieldError, errorProps, fieldId, type FieldErrors } from '../settings/settings-field';

export interface PictureChoice {
  path: string;
  label: string;
}

/** A choice among the shop's pictures and those uploaded, with the chosen one shown small beside it. */
export function PictureSelect({
  name,
  who,
  value,
  choices,
  errors,
}: {
  name: string;
  who: string;
  value: string;
  choices: PictureChoice[];
  errors: FieldErrors;
}) {
  const known = choices.some((choice) => choice.path === value);
  return (
    <div className="flex min-w-0 items-end gap-3">
      {value !== '' && known && (
        <ResponsiveImage
          picture={contentPicture(value)}
          sizes="4rem"
          alt=""
          className="size-16 shrink-0 rounded-xl object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={fieldId(name)} className={LABEL_CLASSES}>
          Picture<span className="sr-only">, {who}</span>
        </label>
        <select
          id={fieldId(name)}
          name={name}
          defaultValue={value}
          className={CONTROL_CLASSES}
          {...errorProps(name, errors)}
        >
          {!known && <option value={value}>{value === '' ? 'Choose a picture' : value}</option>}
          {choices.map((choice) => (
            <option key={choice.path} value={choice.path}>
              {choice.label}
            </option>
          ))}
        </select>
        <FieldError name={name} errors={errors} />
      </div>
    </div>
  );
}
