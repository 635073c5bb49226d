import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { controlClasses } from '../components/ui/field-classes';
import { FormField } from '../components/ui/form-field';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import { useShopSettings } from '../lib/shop-settings-context';
import type { Route } from './+types/two-factor';
import { giveCode, twoFactorPage } from './two-factor.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Two-step sign-in',
    description: 'Type the code from your authenticator app.',
    noIndex: true,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return twoFactorPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return giveCode(request, context);
}

const WORDS = {
  'sign-in': {
    title: 'Two-step sign-in',
    // The app lists the code under the shop's name as it was when two-step sign-in was set up.
    intro: (shop: string) =>
      `Your password was right. Now type the 6-digit code your authenticator app shows for ${shop}.`,
    button: 'Sign in',
  },
  confirm: {
    title: 'Confirm it is you',
    intro: () =>
      'Refunds, team changes, settings and exports ask for a fresh code. Type the 6-digit code your authenticator app shows; it covers the next 10 minutes.',
    button: 'Confirm',
  },
} as const;

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const words = WORDS[loaderData.mode];
  const { shopName } = useShopSettings().brand;
  const error = actionData?.formError;
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">{words.title}</h1>
      <p className="mt-3 text-ink-muted">{words.intro(shopName)}</p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        <input type="hidden" name="next" value={loaderData.next} />
        <FormField
          id="two-factor-code"
          label="Code"
          hint="No phone to hand? Type one of your recovery codes instead."
          error={error}
        >
          <input
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={40}
            className={controlClasses(Boolean(error))}
          />
        </FormField>
        <button type="submit" disabled={busy} className={`${buttonClasses('primary', 'lg')} w-full`}>
          {busy ? 'Checking...' : words.button}
        </button>
      </Form>
      {loaderData.mode === 'sign-in' && (
        <Form method="post" action="/logout" className="mt-6">
          <button type="submit" className="text-sm font-semibold text-earth-700 underline">
            Cancel and sign out
          </button>
        </Form>
      )}
    </PageContainer>
  );
}
