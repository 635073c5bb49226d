interface FilterGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One sidebar filter: a native radio group, so it works as a plain GET form too. */
export function FilterGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: FilterGroupProps<T>) {
  return (
    <fieldset>
      <legend className="font-display text-lg text-earth-900">{legend}</legend>
      <div className="mt-2 space-y-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-control px-2 text-sm text-ink hover:bg-shea-100 has-[:checked]:font-semibold has-[:checked]:text-earth-900"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-earth-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
