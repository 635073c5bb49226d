import { Form, Link, useNavigation } from 'react-router';
import { ONE_TIME_LINK_TOKEN } from '../../core/one-time-link';
import { RESET_LINK_GONE } from '../../core/password-messages';
import { buttonClasses } from '../components/ui/button-styles';
import { FormAlert } from '../components/ui/form-alert';
import { NewPasswordFields } from '../components/ui/new-password-fields';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import { privatePageHeaders } from '../lib/private-page';
import type { Route } from './+types/reset-password';
import { confirmReset } from './reset-password.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Choose a new password',
    description: 'Choose a new password.',
    noIndex: true,
  });
}

export const headers = privatePageHeaders;
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const link = ONE_TIME_LINK_TOKEN.test(token)
    ? await context.services.accounts.checkPasswordResetLink(token)
    : null;
  return { token, email: link?.email ?? null };
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmReset(request, context);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const errors: Record<string, string> = actionData?.errors ?? {};
  // The link may be used up between showing the form and sending it: then the form goes too.
  const gone = !email || actionData?.formError;
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">Choose a new password</h1>
      {gone ? (
        <div className="mt-6 space-y-4">
          <FormAlert>{actionData?.formError ?? RESET_LINK_GONE}</FormAlert>
          <Link to="/forgot-password" className={buttonClasses('primary')}>
            Send me a new link
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-ink-muted">
            For {email}. Every device signed in to this account will be signed out.
          </p>
          <Form method="post" noValidate className="mt-8 space-y-5">
            <input type="hidden" name="token" value={token} />
            {/* Lets a password manager file the new password under the right account. */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <NewPasswordFields id="reset-password" name="password" label="New password" errors={errors} />
            <button type="submit" disabled={busy} className={`${buttonClasses('primary', 'lg')} w-full`}>
              {busy ? 'Saving...' : 'Set new password'}
            </button>
          </Form>
        </>
      )}
    </PageContainer>
  );
}
