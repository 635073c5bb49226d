import { useActionData } from 'react-router';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { BrandFields, type BrandFormValues } from '../../components/admin/settings/brand-fields';
import { CurrencyFields, type CurrencyFormValues } from '../../components/admin/settings/currency-fields';
import { DeliveryFields, type DeliveryFormValues } from '../../components/admin/settings/delivery-fields';
import { LogoForm } from '../../components/admin/settings/logo-form';
import { SettingsField, type FieldErrors } from '../../components/admin/settings/settings-field';
import { SettingsHistory } from '../../components/admin/settings/settings-history';
import { SettingsSection } from '../../components/admin/settings/settings-section';
import { TaxFields, type TaxFormValues } from '../../components/admin/settings/tax-fields';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import { SETTINGS_FORM_GROUPS, SETTINGS_GROUP_TITLES, type SettingsFormGroup } from '../../lib/settings-form';
import type { Route } from './+types/settings';
import { settingsAction, settingsPageData } from './settings.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Settings',
    description: 'The shop’s brand, contact details, delivery, currencies, tax details and rules.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'settings.view');
  return settingsPageData(args.context);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'settings.change');
  return settingsAction(args.context, admin, await readFormData(args.request));
}

const STORE_FIELDS: {
  field: string;
  label: string;
  type?: string;
  multiline?: boolean;
  hint?: string;
  inputMode?: 'numeric';
}[] = [
  { field: 'email', label: 'Contact e-mail', type: 'email' },
  {
    field: 'phone',
    label: 'Phone',
    inputMode: 'numeric',
    hint: 'International form, digits only: 254712345678',
  },
  {
    field: 'whatsappNumber',
    label: 'WhatsApp number',
    inputMode: 'numeric',
    hint: 'International form, digits only',
  },
  { field: 'paybillNumber', label: 'M-Pesa Paybill number', inputMode: 'numeric', hint: 'Shown at checkout' },
  { field: 'businessHours', label: 'Business hours', multiline: true, hint: 'Contact page; one line each' },
  { field: 'supportHours', label: 'Support hours', hint: 'Shipping page' },
  { field: 'instagramUrl', label: 'Instagram link', type: 'url' },
  { field: 'facebookUrl', label: 'Facebook link', type: 'url' },
];

const NUMBER_GROUPS: {
  group: SettingsFormGroup;
  intro: string;
  fields: { field: string; label: string; hint?: string }[];
}[] = [
  {
    group: 'wholesale',
    intro: 'Approved resellers pay the shop price less this discount.',
    fields: [{ field: 'discountPercent', label: 'Wholesale discount (%)' }],
  },
  {
    group: 'payLater',
    intro: 'What checkout promises a Pay Later customer, and how long their order holds stock.',
    fields: [
      { field: 'callWithinMinutes', label: 'Call back within (minutes)' },
      { field: 'holdHours', label: 'Hold the order for (hours)' },
    ],
  },
  {
    group: 'stock',
    intro: 'Products at or below this many units are marked low in the console.',
    fields: [{ field: 'lowStockThreshold', label: 'Low-stock threshold (units)' }],
  },
  {
    group: 'orders',
    intro:
      'An M-Pesa order whose payment prompt failed or was cancelled gets one reminder with a link to pay, after the first wait; an unpaid order is cancelled after the second.',
    fields: [
      {
        field: 'paymentReminderAfterMinutes',
        label: 'Payment reminder after (minutes)',
        hint: '0 sends it as soon as the prompt fails',
      },
      { field: 'abandonedAfterHours', label: 'Abandoned after (hours)' },
      {
        field: 'surplusHoldMinutes',
        label: 'Units beyond the unpaid limit held for (minutes)',
        hint: 'An M-Pesa order may hold more of a product than an unpaid order may; the rest goes back on sale after this unless paid',
      },
    ],
  },
];

export default function Settings({ loaderData }: Route.ComponentProps) {
  const notice = useActionData<typeof action>();
  const { settings, history } = loaderData;

  const noticeFor = (group: SettingsFormGroup | 'logo') => (notice?.group === group ? notice : undefined);
  const errorsFor = (group: SettingsFormGroup): FieldErrors => noticeFor(group)?.errors ?? {};
  // A refused save shows what was typed; a save shows what is stored now.
  const valuesFor = <T,>(group: SettingsFormGroup): T => (noticeFor(group)?.values ?? settings[group]) as T;
  const historyOf = (group: SettingsFormGroup) => (
    <SettingsHistory group={group} title={SETTINGS_GROUP_TITLES[group]} versions={history[group]} />
  );
  // A new value (a save, a refusal, a restore) remounts the form: its fields are uncontrolled.
  const formKey = (group: SettingsFormGroup) => JSON.stringify(valuesFor(group));

  const store = valuesFor<Record<string, unknown>>('store');
  const currencies = valuesFor<CurrencyFormValues>('currencies');
  return (
    <>
      <ConsolePageHeader
        title="Settings"
        intro="The shop’s brand, contact details, delivery fees, currencies and rules. Each part saves on its own and keeps its history."
      />
      <nav aria-label="Settings parts" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {SETTINGS_FORM_GROUPS.map((group) => (
            <li key={group}>
              <a href={`#${group}`} className={buttonClasses('secondary')}>
                {SETTINGS_GROUP_TITLES[group]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-6">
        <SettingsSection
          key={formKey('brand')}
          group="brand"
          title={SETTINGS_GROUP_TITLES.brand}
          intro="Who the shop is on every page, mail, text, invoice and the phone’s home screen."
          notice={noticeFor('brand')}
          history={historyOf('brand')}
          saveLabel="Save brand"
        >
          <BrandFields
            values={valuesFor<BrandFormValues>('brand')}
            errors={errorsFor('brand')}
            kraPin={settings.tax.kraPin}
          />
        </SettingsSection>

        <LogoForm logo={settings.brand.logo} shopName={settings.brand.shopName} notice={noticeFor('logo')} />

        <SettingsSection
          key={formKey('store')}
          group="store"
          title="Store"
          intro="How customers reach the shop, shown in the footer, the contact page and checkout."
          notice={noticeFor('store')}
          history={historyOf('store')}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {STORE_FIELDS.map(({ field, ...rest }) => (
              <SettingsField
                key={field}
                name={`store.${field}`}
                value={store[field]}
                errors={errorsFor('store')}
                {...rest}
              />
            ))}
          </div>
        </SettingsSection>

        <SettingsSection
          key={formKey('delivery')}
          group="delivery"
          title="Delivery"
          notice={noticeFor('delivery')}
          echoNotice
          history={historyOf('delivery')}
        >
          <DeliveryFields values={valuesFor<DeliveryFormValues>('delivery')} errors={errorsFor('delivery')} />
        </SettingsSection>

        <SettingsSection
          key={formKey('currencies')}
          group="currencies"
          title="Currencies"
          intro="What prices show in other currencies. Every charge stays in KES."
          notice={noticeFor('currencies')}
          echoNotice
          history={historyOf('currencies')}
          extraActions={
            <>
              <button type="submit" name="fillRates" value="1" className={buttonClasses('secondary')}>
                Fill in the rates
              </button>
              {noticeFor('currencies')?.confirmRateJumps && (
                <button
                  type="submit"
                  name="confirmRateJumps"
                  value="true"
                  className={buttonClasses('secondary')}
                >
                  Save anyway
                </button>
              )}
            </>
          }
        >
          <CurrencyFields values={currencies} errors={errorsFor('currencies')} />
        </SettingsSection>

        <SettingsSection
          key={formKey('tax')}
          group="tax"
          title={SETTINGS_GROUP_TITLES.tax}
          intro="What the shop’s tax invoices carry. Invoices wait until the KRA PIN and the device serial number are filled in."
          notice={noticeFor('tax')}
          history={historyOf('tax')}
          saveLabel="Save tax details"
        >
          <TaxFields values={valuesFor<TaxFormValues>('tax')} errors={errorsFor('tax')} />
        </SettingsSection>

        <div className="grid items-start gap-6 lg:grid-cols-2">
          {NUMBER_GROUPS.map(({ group, intro, fields }) => {
            const values = valuesFor<Record<string, unknown>>(group);
            return (
              <SettingsSection
                key={`${group}:${formKey(group)}`}
                group={group}
                title={SETTINGS_GROUP_TITLES[group]}
                intro={intro}
                notice={noticeFor(group)}
                history={historyOf(group)}
              >
                {fields.map(({ field, label, hint }) => (
                  <SettingsField
                    key={field}
                    name={`${group}.${field}`}
                    label={label}
                    hint={hint}
                    value={values[field]}
                    errors={errorsFor(group)}
                    type="number"
                    inputMode="numeric"
                  />
                ))}
              </SettingsSection>
            );
          })}
        </div>
      </div>
    </>
  );
}
