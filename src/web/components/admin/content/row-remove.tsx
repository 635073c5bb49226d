import { SettingsCheckbox } from '../settings/settings-field';

/** The tick that drops a row of a list when the form is saved. */
export function RowRemove({ at, who }: { at: string; who: string }) {
  return (
    <SettingsCheckbox
      name={`${at}.remove`}
      checked={false}
      label={
        <>
          Remove<span className="sr-only"> {who}</span>
        </>
      }
    />
  );
}
