import { Form, Link, useNavigation } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../core/password-rules';
import { buttonClasses } from '../components/ui/button-styles';
import { Card } from '../components/ui/card';
import { controlClasses } from '../components/ui/field-classes';
import { FormAlert } from '../components/ui/form-alert';
import { FormDone } from '../components/ui/form-done';
import { FormField } from '../components/ui/form-field';
import { PageContainer } from '../components/ui/page-container';
import { requireUser } from '../lib/auth.server';
import { accountHomePath } from '../lib/header-account';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/account';
import { changePassword } from './account.server';

export function meta() {
  return pageMeta({ title: 'Your account', description: 'Your password and sign-in.', noIndex: true });
}

export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { email: user.email, homePath: accountHomePath(user) };
}

export function action(args: Route.ActionArgs) {
  return changePassword(args.request, args.context, requireUser(args));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const errors = actionData?.errors ?? {};
  return (
    <PageContainer className="max-w-2xl py-12">
      <h1 className="text-4xl text-earth-900">Your account</h1>
      <p className="mt-3 text-ink-muted">
        Signed in as <span className="font-semibold text-earth-900">{loaderData.email}</span>.{' '}
        <Link to={loaderData.homePath} className="font-semibold text-earth-700 underline">
          Back to your dashboard
        </Link>
      </p>
      <Card as="section" aria-labelledby="password-heading" className="mt-8 p-5 sm:p-8">
        <h2 id="password-heading" className="text-2xl text-earth-900">
          Change your password
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Every other device signed in to this account is signed out.
        </p>
        {/* After a change the form is shown empty again, so its fields do not keep what was typed. */}
        <Form method="post" noValidate className="mt-6 space-y-5" key={actionData?.done ?? 'form'}>
          {actionData?.done && (
            <FormDone title="Password changed">
              <p>{actionData.done}</p>
            </FormDone>
          )}
          {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
          <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
          <FormField id="current-password" label="Current password" error={errors.currentPassword}>
            <input
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              className={controlClasses(Boolean(errors.currentPassword))}
            />
          </FormField>
          <FormField
            id="new-password"
            label="New password"
            error={errors.newPassword}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          >
            <input
              name="newPassword"
              type="password"
              autoComplete="new-password"
              className={controlClasses(Boolean(errors.newPassword))}
            />
          </FormField>
          <FormField id="new-password-again" label="New password again" error={errors.confirmPassword}>
            <input
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              className={controlClasses(Boolean(errors.confirmPassword))}
            />
          </FormField>
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
            {busy ? 'Saving...' : 'Change password'}
          </button>
        </Form>
      </Card>
    </PageContainer>
  );
}
