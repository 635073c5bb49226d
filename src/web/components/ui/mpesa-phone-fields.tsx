import { Loader2, Smartphone } from 'lucide-react';
import { buttonClasses } from './button-styles';
import { controlClasses } from './field-classes';
import { FormField } from './form-field';

interface MpesaPhoneFieldsProps {
  id: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** True while the prompt is being asked for: the button waits with a spinner. */
  sending: boolean;
  label: string;
  /** The button's words while sending; its label when not given. */
  sendingLabel?: string;
  /** Width classes of the button: full on the checkout's narrow column, natural on wider panels. */
  buttonWidth: string;
}

/** The phone an M-Pesa prompt goes to and the button that asks for it, inside the caller's form. */
export function MpesaPhoneFields({
  id,
  phone,
  onPhoneChange,
  sending,
  label,
  sendingLabel = label,
  buttonWidth,
}: MpesaPhoneFieldsProps) {
  const Icon = sending ? Loader2 : Smartphone;
  return (
    <>
      <FormField id={id} label="M-Pesa phone number" hint="For example 0712 345 678">
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          className={controlClasses(false)}
        />
      </FormField>
      <button type="submit" disabled={sending} className={`${buttonClasses('primary', 'lg')} ${buttonWidth}`}>
        <Icon className={sending ? 'size-5 animate-spin' : 'size-5'} aria-hidden="true" />
        {sending ? sendingLabel : label}
      </button>
    </>
  );
}
