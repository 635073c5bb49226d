import { Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiRequest, serverMessage } from '../../lib/api-client';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { controlClasses } from '../ui/field-classes';
import { FormField } from '../ui/form-field';
import { useHydrated } from '../ui/use-hydrated';
import { Detail, TestAlert } from './test-alert';

interface PaymentResult {
  success: boolean;
  message: string;
  checkoutRequestID?: string;
  responseCode?: string;
  testMode?: boolean;
}

const MISSING = 'Please provide phone number and amount';

/** SPEC §2/§5: sends a test STK push; phone and amount (KES, at least 1, default 1) are both needed. */
export function PaymentTest() {
  const hydrated = useHydrated();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [amount, setAmount] = useState('1');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [touched, setTouched] = useState(false);
  const missing = phoneNumber.trim() === '' || amount.trim() === '';

  async function run(event: FormEvent) {
    event.preventDefault();
    if (missing) {
      setResult({ success: false, message: MISSING });
      return;
    }
    setRunning(true);
    setResult(null);
    try {
      const body = { phoneNumber: phoneNumber.trim(), amount: Number(amount) };
      setResult(await apiRequest<PaymentResult>('POST', '/api/mpesa/test-payment', body));
    } catch (error) {
      setResult({ success: false, message: serverMessage(error) ?? 'Failed to test payment' });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card as="section" padding="roomy" aria-labelledby="payment-test-heading">
      <h2 id="payment-test-heading" className="flex items-center gap-2 text-xl text-earth-900">
        <Smartphone className="size-5 text-sage-700" aria-hidden="true" />
        Payment test
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Sends an M-Pesa payment request to the phone below.</p>
      <form onSubmit={(event) => void run(event)} noValidate className="mt-5 space-y-4">
        <FormField id="test-phone" label="Phone number" hint="For example 0712345678 or 254712345678">
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phoneNumber}
            onChange={(event) => {
              setPhoneNumber(event.target.value);
              setTouched(true);
            }}
            className={controlClasses(false)}
          />
        </FormField>
        <FormField id="test-amount" label="Amount (KES)">
          <input
            type="number"
            min={1}
            step={1}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setTouched(true);
            }}
            className={controlClasses(false)}
          />
        </FormField>
        {touched && missing && <p className="text-sm font-medium text-red-700">{MISSING}</p>}
        <button
          type="submit"
          disabled={!hydrated || running || missing}
          className={`${buttonClasses('primary')} w-full sm:w-auto`}
        >
          {running ? 'Testing Payment...' : 'Test Payment'}
        </button>
      </form>
      <div aria-live="polite" className="mt-5 empty:mt-0">
        {result && (
          <TestAlert ok={result.success} title={result.message}>
            {result.checkoutRequestID && (
              <Detail label="Checkout request ID" value={result.checkoutRequestID} />
            )}
            {result.responseCode !== undefined && (
              <Detail label="Response code" value={result.responseCode} />
            )}
            {result.testMode !== undefined && (
              <Detail label="Test mode" value={result.testMode ? 'Yes' : 'No'} />
            )}
          </TestAlert>
        )}
      </div>
    </Card>
  );
}
