import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { controlClasses } from '../components/ui/field-classes';
import { FormAlert } from '../components/ui/form-alert';
import { FormDone } from '../components/ui/form-done';
import { FormField } from '../components/ui/form-field';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/forgot-password';
import { requestReset } from './forgot-password.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Forgot your password?',
    description: 'Get a link by mail to choose a new password.',
    noIndex: true,
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return requestReset(request, context);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const errors = actionData?.errors ?? {};
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">Forgot your password?</h1>
      <p className="mt-3 text-ink-muted">
        Type the email you sign in with. We will send it a link to choose a new password.
      </p>
      <div className="mt-8 space-y-5">
        {actionData?.sent ? (
          <FormDone title="Check your inbox">
            <p>{actionData.sent}</p>
          </FormDone>
        ) : (
          <Form method="post" noValidate className="space-y-5">
            {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
            <FormField id="forgot-email" label="Email" error={errors.email}>
              <input
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                defaultValue={actionData?.email ?? ''}
                className={controlClasses(Boolean(errors.email))}
              />
            </FormField>
            <button type="submit" disabled={busy} className={`${buttonClasses('primary', 'lg')} w-full`}>
              {busy ? 'Sending...' : 'Send me a link'}
            </button>
          </Form>
        )}
        <p className="text-sm">
          <Link to="/login" className="font-semibold text-earth-700 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
