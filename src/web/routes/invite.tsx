import { Form, useActionData } from 'react-router';
import { INVITE_TOKEN } from '../../core/admin-invite-schema';
import { NewPasswordFields } from '../components/ui/new-password-fields';
import { FormAlert } from '../components/ui/form-alert';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import { privatePageHeaders } from '../lib/private-page';
import type { Route } from './+types/invite';
import { acceptInvite } from './invite.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Join the shop',
    description: 'Accept an invitation to run the shop.',
    noIndex: true,
  });
}

const EXPIRED = 'This invitation link has expired or was already used. Ask an admin for a new one.';

export const headers = privatePageHeaders;
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const invitee = INVITE_TOKEN.test(token) ? await context.services.accounts.invites.check(token) : null;
  return { token, invitee };
}

export function action({ request, context }: Route.ActionArgs) {
  return acceptInvite(request, context);
}

export default function Invite({ loaderData }: Route.ComponentProps) {
  const { token, invitee } = loaderData;
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.errors ?? {};
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">Join the shop</h1>
      {invitee ? (
        <>
          <p className="mt-3 text-ink-muted">
            Welcome, {invitee.firstName}. Choose a password for {invitee.email}; you will be signed in to the
            shop console.
          </p>
          <Form method="post" noValidate className="mt-8 space-y-5">
            <input type="hidden" name="token" value={token} />
            {answer?.formError && <FormAlert>{answer.formError}</FormAlert>}
            <NewPasswordFields id="invite-password" name="password" label="Password" errors={errors} />
            <button type="submit" className={`${buttonClasses('primary', 'lg')} w-full`}>
              Set password and sign in
            </button>
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {EXPIRED}
        </p>
      )}
    </PageContainer>
  );
}
