import { Form, Link, useNavigation } from 'react-router';
import { formatShopDateTime } from '../../core/shop-time';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../core/two-factor';
import { buttonClasses } from '../components/ui/button-styles';
import { Card } from '../components/ui/card';
import { controlClasses } from '../components/ui/field-classes';
import { FormAlert } from '../components/ui/form-alert';
import { FormDone } from '../components/ui/form-done';
import { FormField } from '../components/ui/form-field';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import { useShopSettings } from '../lib/shop-settings-context';
import type { Route } from './+types/account-two-factor';
import { twoFactorAccountAction, twoFactorAccountPage } from './account-two-factor.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Two-step sign-in',
    description: 'A code from your phone as well as your password.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  return { ...(await twoFactorAccountPage(args)), setupRequired: args.context.twoFactor.setupRequired };
}

export function action(args: Route.ActionArgs) {
  return twoFactorAccountAction(args);
}

/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Card as="section" aria-labelledby="codes-heading" className="mt-8 p-5 sm:p-8">
      <h2 id="codes-heading" className="text-2xl text-earth-900">
        Your recovery codes
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Keep them somewhere safe and apart from your phone: print them or store them in a password manager.
        Each one signs you in once if your phone is lost. They are shown only now.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-base text-earth-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded bg-shea-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to="/admin" className={buttonClasses('primary')}>
          Go to the console
        </Link>
      </p>
    </Card>
  );
}

/** Starting (or starting again) asks for the password, so a borrowed session cannot. */
function BeginSetupForm({
  busy,
  error,
  button,
  primary,
}: {
  busy: boolean;
  error: string | undefined;
  button: string;
  primary: boolean;
}) {
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="begin" />
      <FormField id="setup-password" label="Your password" error={error}>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={controlClasses(Boolean(error))}
        />
      </FormField>
      <button
        type="submit"
        disabled={busy}
        className={primary ? buttonClasses('primary', 'lg') : buttonClasses('secondary')}
      >
        {button}
      </button>
    </Form>
  );
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { setup } = loaderData;
  const { shopName } = useShopSettings().brand;
  const beginError = actionData?.intent === 'begin' ? (actionData.formError ?? undefined) : undefined;
  return (
    <PageContainer className="max-w-2xl py-12">
      <h1 className="text-4xl text-earth-900">Two-step sign-in</h1>
      <p className="mt-3 text-ink-muted">
        With it on, signing in to the console asks for a 6-digit code from an app on your phone as well as
        your password, and refunds, team changes, settings and exports ask for a fresh one. A stolen password
        alone then gets nobody in.{' '}
        <Link to="/account" className="font-semibold text-earth-700 underline">
          Back to your account
        </Link>
      </p>
      {loaderData.setupRequired && (
        <div className="mt-6">
          <FormAlert>{TWO_FACTOR_SETUP_REQUIRED}</FormAlert>
        </div>
      )}
      {actionData?.recoveryCodes && <RecoveryCodes codes={actionData.recoveryCodes} />}
      {actionData?.done && !actionData.recoveryCodes && (
        <div className="mt-6">
          <FormDone title="Done">
            <p>{actionData.done}</p>
          </FormDone>
        </div>
      )}
      {actionData?.formError && actionData.intent !== 'enable' && actionData.intent !== 'begin' && (
        <div className="mt-6">
          <FormAlert>{actionData.formError}</FormAlert>
        </div>
      )}

      {loaderData.enabled ? (
        <Card as="section" aria-labelledby="status-heading" className="mt-8 space-y-5 p-5 sm:p-8">
          <h2 id="status-heading" className="text-2xl text-earth-900">
            On
          </h2>
          <p className="text-sm text-ink-muted">
            On since {loaderData.enabledAt ? formatShopDateTime(loaderData.enabledAt) : 'now'}.{' '}
            {loaderData.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="recovery-codes" />
              <button type="submit" disabled={busy} className={buttonClasses('secondary')}>
                New recovery codes
              </button>
            </Form>
            {!loaderData.requiredByShop && (
              <Form method="post">
                <input type="hidden" name="intent" value="turn-off" />
                <button type="submit" disabled={busy} className={buttonClasses('secondary')}>
                  Turn off
                </button>
              </Form>
            )}
          </div>
          {loaderData.requiredByShop && (
            <p className="text-sm text-ink-muted">The shop requires it for every console member.</p>
          )}
        </Card>
      ) : setup ? (
        <Card as="section" aria-labelledby="setup-heading" className="mt-8 space-y-5 p-5 sm:p-8">
          <h2 id="setup-heading" className="text-2xl text-earth-900">
            Set it up
          </h2>
          <ol className="list-decimal space-y-5 pl-5 text-sm text-ink">
            <li>
              Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
              1Password, Aegis or any other) and scan this code.
              <div
                role="img"
                aria-label="QR code to scan with your authenticator app"
                className="mt-3 w-48 max-w-full"
                // uqr's SVG of the shop's own otpauth address: no text a visitor typed.
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
              <p className="mt-3">
                Cannot scan? Type this key instead:{' '}
                <code
                  className="break-all rounded bg-shea-100 px-1.5 py-0.5 font-mono text-earth-900"
                  data-testid="totp-secret"
                >
                  {grouped(setup.secret)}
                </code>
              </p>
            </li>
            <li>
              Type the 6-digit code the app now shows for {shopName}.
              <Form method="post" noValidate className="mt-3 space-y-4">
                <input type="hidden" name="intent" value="enable" />
                <FormField
                  id="enrol-code"
                  label="Code from the app"
                  error={actionData?.intent === 'enable' ? (actionData.formError ?? undefined) : undefined}
                >
                  <input
                    name="code"
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={12}
                    className={controlClasses(
                      actionData?.intent === 'enable' && Boolean(actionData.formError),
                    )}
                  />
                </FormField>
                <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
                  Turn on
                </button>
              </Form>
            </li>
          </ol>
          <details open={Boolean(beginError)} className="text-sm">
            <summary className="cursor-pointer font-semibold text-earth-700 underline">
              Start again with a new code
            </summary>
            <div className="mt-3">
              <BeginSetupForm busy={busy} error={beginError} button="Show a new code" primary={false} />
            </div>
          </details>
        </Card>
      ) : (
        !actionData?.recoveryCodes && (
          <Card as="section" aria-labelledby="off-heading" className="mt-8 space-y-5 p-5 sm:p-8">
            <h2 id="off-heading" className="text-2xl text-earth-900">
              Off
            </h2>
            <p className="text-sm text-ink-muted">
              You need your phone, your password and about a minute. You will get ten recovery codes to keep
              in case the phone is lost.
            </p>
            <BeginSetupForm busy={busy} error={beginError} button="Set up two-step sign-in" primary />
          </Card>
        )
      )}
    </PageContainer>
  );
}
