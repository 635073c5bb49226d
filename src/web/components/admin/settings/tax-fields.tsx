import { SettingsCheckbox, SettingsField, type FieldErrors } from './settings-field';

export interface TaxFormValues {
  kraPin: string;
  branchId: string;
  deviceSerial: string;
  vatRegistered: boolean;
}

/** The seller's KRA PIN, branch and eTIMS device, and whether it charges VAT. */
export function TaxFields({ values, errors }: { values: TaxFormValues; errors: FieldErrors }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField
          name="tax.kraPin"
          label="KRA PIN"
          value={values.kraPin}
          errors={errors}
          hint="A letter, nine digits and a letter, e.g. P051234567X"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <SettingsField
          name="tax.branchId"
          label="Branch ID"
          value={values.branchId}
          errors={errors}
          hint="Two digits from KRA; 00 is the head office"
          inputMode="numeric"
          autoComplete="off"
        />
        <SettingsField
          name="tax.deviceSerial"
          label="eTIMS device serial number"
          value={values.deviceSerial}
          errors={errors}
          hint="As KRA issued it for this branch"
          autoComplete="off"
          spellCheck={false}
          className="sm:col-span-2"
        />
      </div>
      <SettingsCheckbox
        name="tax.vatRegistered"
        label="Registered for VAT"
        checked={values.vatRegistered}
        errors={errors}
        hint="Unregistered sellers invoice every line as Non-VAT (D)"
      />
    </>
  );
}
