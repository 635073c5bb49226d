import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { controlClasses } from '../ui/field-classes';
import { FormAlert } from '../ui/form-alert';
import { FormField } from '../ui/form-field';

interface SignInFormProps {
  /** Where to go once signed in; checked again on the server. */
  redirectTo: string | null;
  email?: string | undefined;
  formError?: string | null | undefined;
  errors?: Record<string, string> | undefined;
}

/** Posted to the /login action, which sets the session cookie and redirects (with or without JavaScript). */
export function SignInForm({ redirectTo, email = '', formError, errors = {} }: SignInFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-in';
  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="sign-in" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField id="sign-in-email" label="Email" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={email}
          className={controlClasses(Boolean(errors.email))}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password}>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          className={controlClasses(Boolean(errors.password))}
        />
      </FormField>
      <button type="submit" disabled={busy} className={`${buttonClasses('primary', 'lg')} w-full`}>
        {busy ? 'Signing In...' : 'Sign In'}
      </button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-earth-700 underline">
          Forgot password?
        </Link>
      </p>
    </Form>
  );
}
