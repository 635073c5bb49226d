import { LABEL_CLASSES } from './field-styles';

/** One of a few choices in a console form, as radio buttons under their legend. */
export function RadioChoices<V extends string>({
  legend,
  name,
  choices,
  defaultValue,
}: {
  legend: string;
  name: string;
  /** Each choice's value and the words beside it. */
  choices: readonly (readonly [V, string])[];
  defaultValue: V;
}) {
  return (
    <fieldset>
      <legend className={LABEL_CLASSES}>{legend}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={value === defaultValue}
            className="size-5 accent-earth-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
