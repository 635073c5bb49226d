// The URLs Daraja posts Paybill (C2B) payments to: the validation (take this payment?) and the
// confirmation (this payment was taken), each behind the callback secret (daraja-hook.ts).
import type { FastifyInstance } from 'fastify';
import { C2B_CONFIRMED, C2B_REJECT, parseC2bNotice } from '../integrations/mpesa/c2b-body';
import type { Services } from '../services';
import { darajaHook } from './daraja-hook';
import { HttpError } from './http-errors';

export function darajaC2bRoutes(app: FastifyInstance, services: Services) {
  darajaHook(app, services, 'c2b/validation', async (request) => {
    const notice = parseC2bNotice(request.body);
    // Daraja reads only the answer: a body it cannot have sent is refused in its own terms.
    if (!notice) return C2B_REJECT.other;
    return services.mpesa.paybill.validate(notice);
  });

  darajaHook(app, services, 'c2b/confirmation', async (request) => {
    const notice = parseC2bNotice(request.body);
    if (!notice) throw new HttpError(400, 'Not an M-Pesa C2B confirmation');
    await services.mpesa.paybill.confirm(notice, request.body);
    return C2B_CONFIRMED;
  });
}
