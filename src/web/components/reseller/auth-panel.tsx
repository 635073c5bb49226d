import * as Tabs from '@radix-ui/react-tabs';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const TAB =
  'min-h-11 flex-1 rounded-full px-4 text-sm font-semibold text-ink-muted transition-colors hover:text-earth-900 data-[state=active]:bg-surface data-[state=active]:text-earth-900 data-[state=active]:shadow-card';

/** Sign in or apply for an account, one card with two tabs. */
export function AuthPanel() {
  return (
    <section
      aria-labelledby="auth-heading"
      className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id="auth-heading" className="text-2xl text-earth-900">
        Reseller account
      </h2>
      <Tabs.Root defaultValue="sign-in" className="mt-5">
        <Tabs.List aria-label="Sign in or register" className="flex gap-1 rounded-full bg-shea-200 p-1">
          <Tabs.Trigger value="sign-in" className={TAB}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={TAB}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className="mt-6">
          <SignInForm />
        </Tabs.Content>
        <Tabs.Content value="register" className="mt-6">
          <RegisterForm />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
