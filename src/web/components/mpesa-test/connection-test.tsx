import { Wifi } from 'lucide-react';
import { useState } from 'react';
import { apiRequest, serverMessage } from '../../lib/api-client';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { useHydrated } from '../ui/use-hydrated';
import { Detail, TestAlert } from './test-alert';

interface ConnectionResult {
  success: boolean;
  message: string;
  environment?: string;
  callbackUrl?: string;
  accessToken?: string;
}

/** SPEC §2: asks the server to fetch an M-Pesa access token and shows what it is configured with. */
export function ConnectionTest() {
  const hydrated = useHydrated();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ConnectionResult | null>(null);

  async function run() {
    setRunning(true);
    setResult(null);
    try {
      setResult(await apiRequest<ConnectionResult>('GET', '/api/mpesa/test'));
    } catch (error) {
      setResult({ success: false, message: serverMessage(error) ?? 'Failed to test connection' });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card as="section" padding="roomy" aria-labelledby="connection-heading">
      <h2 id="connection-heading" className="flex items-center gap-2 text-xl text-earth-900">
        <Wifi className="size-5 text-sage-700" aria-hidden="true" />
        Connection test
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Requests an access token with the configured credentials.</p>
      <button
        type="button"
        onClick={() => void run()}
        disabled={!hydrated || running}
        className={`${buttonClasses('primary')} mt-5 w-full sm:w-auto`}
      >
        {running ? 'Testing...' : 'Test Connection'}
      </button>
      <div aria-live="polite" className="mt-5 empty:mt-0">
        {result && (
          <TestAlert ok={result.success} title={result.message}>
            {result.success && (
              <>
                {result.environment && <Detail label="Environment" value={result.environment} />}
                {result.callbackUrl && <Detail label="Callback URL" value={result.callbackUrl} />}
                {result.accessToken && <Detail label="Access token" value={result.accessToken} />}
              </>
            )}
          </TestAlert>
        )}
      </div>
    </Card>
  );
}
