import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleAction } from '../../core/console-permissions';
import { testPaymentSchema } from '../../core/mpesa-schemas';
import type { Services } from '../services';
import { requireConsole } from './guards';

/**
 * The payment test page's calls (SPEC §2, §7): a check of the connection to Daraja and a trial
 * payment. Open while M-Pesa is simulated; against the real Daraja only an admin may use them
 * (DESIGN.md §5), since they spend real money and show config.
 */
export function mpesaDiagnosticsRoutes(app: FastifyInstance, services: Services) {
  const guard = (request: FastifyRequest, action: ConsoleAction) => {
    if (services.mpesa.payments.mode !== 'simulated') requireConsole(request, action);
  };

  app.get('/api/mpesa/test', async (request) => {
    guard(request, 'payments.check');
    return services.mpesa.payments.testConnection();
  });

  app.post('/api/mpesa/test-payment', async (request) => {
    guard(request, 'payments.testPrompt');
    const { phoneNumber, amount } = testPaymentSchema.parse(request.body);
    return services.mpesa.payments.testPayment({ phone: phoneNumber, amountKes: amount });
  });
}
