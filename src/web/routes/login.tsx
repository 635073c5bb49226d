import { Link, redirect } from 'react-router';
import { AuthModeSwitch, type AuthMode } from '../components/reseller/auth-mode-switch';
import { RegisterForm } from '../components/reseller/register-form';
import { SignInForm } from '../components/reseller/sign-in-form';
import { Card } from '../components/ui/card';
import { FormDone } from '../components/ui/form-done';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { getUser, safeRedirectTo } from '../lib/auth.server';
import { isConsolePath } from '../lib/console-sign-in';
import { accountHomePath } from '../lib/header-account';
import { pageMeta } from '../lib/meta';
import { readFormFields } from '../lib/read-form.server';
import { useShopSettings } from '../lib/shop-settings-context';
import { PASSWORD_RESET_DONE } from '../../core/password-messages';
import type { Route } from './+types/login';
import { register, signIn, type FormRefusal } from './login.server';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (loaderData?.console) {
    return pageMeta(matches, {
      title: 'Console sign-in',
      description: "Sign in to the shop's console.",
      noIndex: true,
    });
  }
  return pageMeta(matches, {
    title: 'Reseller Portal',
    description: ({ shopName }) =>
      `Sign in to the ${shopName} reseller portal for wholesale prices and bulk orders.`,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const redirectTo = query.get('redirectTo');
  // Already signed in: straight on to where they were going.
  const user = getUser({ context });
  if (user) throw redirect(safeRedirectTo(redirectTo, accountHomePath(user)));
  const mode: AuthMode = query.get('mode') === 'register' ? 'register' : 'sign-in';
  const to = redirectTo === null ? null : safeRedirectTo(redirectTo, '') || null;
  return {
    mode,
    redirectTo: to,
    console: isConsolePath(to),
    // Back from /reset-password: the new password is set, and signing in is the next step.
    passwordReset: query.get('reset') === 'done',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  return fields.intent === 'register' ? register(fields, context) : signIn(fields, context);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const received = actionData && 'received' in actionData ? actionData : null;
  const refusal = actionData && 'errors' in actionData ? actionData : null;
  // After applying, the next step is signing in to see the application's status.
  const mode: AuthMode = received ? 'sign-in' : loaderData.mode;
  const ownRefusal = refusal?.intent === mode ? refusal : null;
  const { discountPercent } = useShopSettings().wholesale;
  if (loaderData.console) {
    return (
      <ConsoleSignIn
        redirectTo={redirectTo}
        refusal={refusal?.intent === 'sign-in' ? refusal : null}
        passwordReset={loaderData.passwordReset && !actionData}
      />
    );
  }
  return (
    <>
      <PageIntro eyebrow="Wholesale" title="Reseller Portal">
        <p>
          Approved resellers sign in here to see wholesale prices ({discountPercent}% off retail), place bulk
          orders and follow them. New here? Create an account and we will review your application.
        </p>
      </PageIntro>
      <PageContainer className="py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] lg:gap-16">
          <Card as="section" aria-labelledby="auth-heading" className="p-5 sm:p-8">
            <h2 id="auth-heading" className="text-2xl text-earth-900">
              {mode === 'register' ? 'Apply for a reseller account' : 'Sign in to your account'}
            </h2>
            <div className="mt-5">
              <AuthModeSwitch mode={mode} redirectTo={redirectTo} />
            </div>
            <div className="mt-6 space-y-5">
              {received && (
                <FormDone title="Application received">
                  <p>{received.received}</p>
                </FormDone>
              )}
              {loaderData.passwordReset && !actionData && (
                <FormDone title="Password changed">
                  <p>{PASSWORD_RESET_DONE}</p>
                </FormDone>
              )}
              {mode === 'register' ? (
                <RegisterForm
                  formError={ownRefusal?.formError}
                  errors={ownRefusal?.errors}
                  values={ownRefusal?.values}
                />
              ) : (
                <SignInForm
                  redirectTo={redirectTo}
                  email={received?.email ?? ownRefusal?.values.email}
                  formError={ownRefusal?.formError}
                  errors={ownRefusal?.errors}
                />
              )}
            </div>
          </Card>
          <aside aria-labelledby="not-ready-heading" className="space-y-6 lg:pt-4">
            <div>
              <h2 id="not-ready-heading" className="text-2xl text-earth-900">
                Not ready to apply yet?
              </h2>
              <p className="mt-3 text-ink-muted">
                Our full reseller programme is on its way, with more for salons, spas and shops. Leave your
                email and we will tell you when it opens.
              </p>
              <Link to="/resellers" className="mt-4 inline-block font-semibold text-earth-700 underline">
                See what is coming for resellers
              </Link>
            </div>
            <div className="rounded-card bg-shea-100 p-5">
              <h2 className="font-sans text-base font-semibold text-earth-900">
                What approved resellers get
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink-muted">
                <li>Wholesale prices at {discountPercent}% off retail on every product</li>
                <li>A wholesale cart and order history in one dashboard</li>
                <li>Order updates by email as we confirm and ship</li>
              </ul>
            </div>
          </aside>
        </div>
      </PageContainer>
    </>
  );
}

/** The same sign-in for the shop's team: no reseller application, no wholesale promises. */
function ConsoleSignIn({
  redirectTo,
  refusal,
  passwordReset,
}: {
  redirectTo: string | null;
  refusal: FormRefusal | null;
  passwordReset: boolean;
}) {
  return (
    <>
      <PageIntro eyebrow="Shop console" title="Sign in to the console">
        <p>For the shop's team: sign in with your console account to manage orders, products and settings.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <Card as="section" aria-label="Sign in" className="mx-auto max-w-xl p-5 sm:p-8">
          <div className="space-y-5">
            {passwordReset && (
              <FormDone title="Password changed">
                <p>{PASSWORD_RESET_DONE}</p>
              </FormDone>
            )}
            <SignInForm
              redirectTo={redirectTo}
              email={refusal?.values.email}
              formError={refusal?.formError}
              errors={refusal?.errors}
            />
          </div>
        </Card>
      </PageContainer>
    </>
  );
}
