import { MIN_PASSWORD_LENGTH } from '../../../core/password-rules';
import { controlClasses } from './field-classes';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  /** Prefixes the two fields' ids. */
  id: string;
  /** The new password's field name; the second is always `confirmPassword`. */
  name: string;
  /** "Password" or "New password"; the second field is the same, "again". */
  label: string;
  errors: Record<string, string>;
}

/** A password being chosen, typed twice, with the rule it must meet. */
export function NewPasswordFields({ id, name, label, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={id}
        label={label}
        error={errors[name]}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        <input
          name={name}
          type="password"
          autoComplete="new-password"
          className={controlClasses(Boolean(errors[name]))}
        />
      </FormField>
      <FormField id={`${id}-again`} label={`${label} again`} error={errors.confirmPassword}>
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          className={controlClasses(Boolean(errors.confirmPassword))}
        />
      </FormField>
    </>
  );
}
