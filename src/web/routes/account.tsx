import { Form, Link, useNavigation } from 'react-router';
import { formatShopDateTime } from '../../core/shop-time';
import { buttonClasses } from '../components/ui/button-styles';
import { Card } from '../components/ui/card';
import { controlClasses } from '../components/ui/field-classes';
import { FormAlert } from '../components/ui/form-alert';
import { FormDone } from '../components/ui/form-done';
import { FormField } from '../components/ui/form-field';
import { NewPasswordFields } from '../components/ui/new-password-fields';
import { PageContainer } from '../components/ui/page-container';
import { isAdmin } from '../../core/roles';
import { requireUser } from '../lib/auth.server';
import { accountHomePath } from '../lib/header-account';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/account';
import { accountAction, accountSessions, accountTaxDetails } from './account.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Your account',
    description: 'Your password, sign-in and tax details.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return {
    email: user.email,
    homePath: accountHomePath(user),
    sessions: await accountSessions(args.context, user),
    taxDetails: await accountTaxDetails(args.context, user),
    // Two-step sign-in is the console's (routes/account-two-factor.tsx).
    twoFactor: isAdmin(user) ? { enabled: user.twoFactorEnabled } : null,
  };
}

export function action(args: Route.ActionArgs) {
  return accountAction(args.request, args.context, requireUser(args));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const password = actionData?.intent === 'change-password' ? actionData : null;
  const sessionsAnswer = actionData?.intent === 'end-session' ? actionData : null;
  const taxAnswer = actionData?.intent === 'tax-details' ? actionData : null;
  const errors = password?.errors ?? {};
  return (
    <PageContainer className="max-w-2xl py-12">
      <h1 className="text-4xl text-earth-900">Your account</h1>
      <p className="mt-3 text-ink-muted">
        Signed in as <span className="font-semibold text-earth-900">{loaderData.email}</span>.{' '}
        <Link to={loaderData.homePath} className="font-semibold text-earth-700 underline">
          Back to your dashboard
        </Link>
      </p>
      {loaderData.taxDetails && (
        <Card as="section" aria-labelledby="tax-heading" className="mt-8 p-5 sm:p-8">
          <h2 id="tax-heading" className="text-2xl text-earth-900">
            Tax details
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            The shop’s tax invoices for your wholesale orders carry the KRA PIN you give here.
          </p>
          {/* A save shows the PIN as stored (upper-case); a refusal keeps what was typed. */}
          <Form method="post" noValidate className="mt-6 space-y-5" key={loaderData.taxDetails.kraPin}>
            {taxAnswer?.done && (
              <FormDone title="Tax details saved">
                <p>{taxAnswer.done}</p>
              </FormDone>
            )}
            {taxAnswer?.formError && <FormAlert>{taxAnswer.formError}</FormAlert>}
            <input type="hidden" name="intent" value="tax-details" />
            <FormField
              id="kra-pin"
              label="KRA PIN (for tax invoices)"
              optional
              error={taxAnswer?.errors.kraPin}
              hint="A letter, nine digits and a letter, e.g. P051234567X. Leave empty for none."
            >
              <input
                name="kraPin"
                defaultValue={taxAnswer?.values?.kraPin ?? loaderData.taxDetails.kraPin}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className={controlClasses(Boolean(taxAnswer?.errors.kraPin))}
              />
            </FormField>
            <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
              {busy ? 'Saving...' : 'Save tax details'}
            </button>
          </Form>
        </Card>
      )}
      <Card as="section" aria-labelledby="sessions-heading" className="mt-8 p-5 sm:p-8">
        <h2 id="sessions-heading" className="text-2xl text-earth-900">
          Where you are signed in
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Do not recognise one? Sign it out, then change your password below.
        </p>
        <div className="mt-4 space-y-3">
          {sessionsAnswer?.done && (
            <FormDone title="Signed out">
              <p>{sessionsAnswer.done}</p>
            </FormDone>
          )}
          {sessionsAnswer?.formError && <FormAlert>{sessionsAnswer.formError}</FormAlert>}
        </div>
        <ul className="mt-2 divide-y divide-line">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="min-w-0 text-sm">
                <span className="font-semibold text-earth-900">{session.device}</span>
                {session.current && (
                  <span className="ml-2 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-800">
                    This device
                  </span>
                )}
                <span className="block text-ink-muted">
                  {session.address || 'Unknown address'} · last seen {formatShopDateTime(session.lastSeenAt)}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}`}
                  className={buttonClasses('secondary')}
                >
                  Sign out
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </Card>
      {loaderData.twoFactor && (
        <Card as="section" aria-labelledby="two-factor-heading" className="mt-8 p-5 sm:p-8">
          <h2 id="two-factor-heading" className="text-2xl text-earth-900">
            Two-step sign-in
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            {loaderData.twoFactor.enabled
              ? 'On: signing in asks for a code from your phone as well as your password.'
              : 'Off: your password alone signs you in to the console.'}
          </p>
          <p className="mt-4">
            <Link to="/account/two-factor" className={buttonClasses('secondary')}>
              {loaderData.twoFactor.enabled ? 'Manage two-step sign-in' : 'Set up two-step sign-in'}
            </Link>
          </p>
        </Card>
      )}
      <Card as="section" aria-labelledby="password-heading" className="mt-8 p-5 sm:p-8">
        <h2 id="password-heading" className="text-2xl text-earth-900">
          Change your password
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Every other device signed in to this account is signed out.
        </p>
        {/* After a change the form is shown empty again, so its fields do not keep what was typed. */}
        <Form method="post" noValidate className="mt-6 space-y-5" key={password?.done ?? 'form'}>
          {password?.done && (
            <FormDone title="Password changed">
              <p>{password.done}</p>
            </FormDone>
          )}
          {password?.formError && <FormAlert>{password.formError}</FormAlert>}
          <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
          <FormField id="current-password" label="Current password" error={errors.currentPassword}>
            <input
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              className={controlClasses(Boolean(errors.currentPassword))}
            />
          </FormField>
          <NewPasswordFields id="new-password" name="newPassword" label="New password" errors={errors} />
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
            {busy ? 'Saving...' : 'Change password'}
          </button>
        </Form>
      </Card>
    </PageContainer>
  );
}
