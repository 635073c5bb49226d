import { SettingsField, type FieldErrors } from './settings-field';

// Only a colour as stored is drawn: a refused value typed in is shown as text alone.
const SWATCH = /^#[0-9a-f]{6}$/;

export interface BrandFormValues {
  shopName: string;
  slogan: string;
  legalName: string;
  mainColour: string;
}

/**
 * The shop's name, slogan and legal name. The KRA PIN invoices carry is the eTIMS one, kept once
 * under Tax: this form points there rather than holding a second copy.
 */
export function BrandFields({
  values,
  errors,
  kraPin,
}: {
  values: BrandFormValues;
  errors: FieldErrors;
  kraPin: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingsField
        name="brand.shopName"
        label="Shop name"
        value={values.shopName}
        errors={errors}
        hint="Every page, mail and text. Texts start with it: over 15 letters, some cost two messages."
        autoComplete="organization"
        maxLength={40}
      />
      <SettingsField
        name="brand.slogan"
        label="Slogan"
        value={values.slogan}
        errors={errors}
        hint="Beside the logo and under mails; leave empty for none"
        maxLength={80}
      />
      <SettingsField
        name="brand.legalName"
        label="Legal name on invoices"
        value={values.legalName}
        errors={errors}
        hint="As registered with KRA, e.g. Amani Naturals Ltd; empty uses the shop name"
        autoComplete="off"
        maxLength={120}
      />
      <div className="flex min-w-0 items-start gap-3">
        <SettingsField
          name="brand.mainColour"
          label="Main colour"
          value={values.mainColour}
          errors={errors}
          hint="Buttons and links, as a hex colour such as #6b4226; dark enough for white text"
          autoComplete="off"
          spellCheck={false}
          className="flex-1"
        />
        <span
          aria-hidden="true"
          className="mt-7 size-11 shrink-0 rounded-control border border-line"
          style={{ backgroundColor: SWATCH.test(values.mainColour) ? values.mainColour : 'transparent' }}
        />
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-earth-900">KRA PIN on invoices</p>
        <p className="mt-1 text-ink-muted">
          {kraPin ? <span className="font-mono text-ink">{kraPin}</span> : 'Not set yet'}:{' '}
          <a href="#tax" className="font-semibold text-earth-700 underline underline-offset-4">
            change it under Tax (KRA eTIMS)
          </a>
        </p>
      </div>
    </div>
  );
}
