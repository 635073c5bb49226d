// Two-step sign-in over the API: the code after the password (and the fresh one step-up asks for),
// and a console member's own set-up, recovery codes and turning it off.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAdmin } from '../../core/roles';
import { enrolmentCodeSchema, secondFactorCodeSchema, twoFactorSetupSchema } from '../../core/two-factor';
import type { Config } from '../config/config';
import type { Services } from '../services';
import { toUserJson, type TwoFactorStatus } from '../services/accounts';
import { setSessionCookie } from './auth-cookie';
import { requireConsole, requireStepUpFor, requireUser } from './guards';
import { HttpError } from './http-errors';

const policySchema = z.object({ required: z.boolean({ error: 'required must be true or false' }) }).strict();

function toStatusJson(status: TwoFactorStatus) {
  return {
    enabled: status.enabled,
    enabledAt: status.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: status.recoveryCodesLeft,
    requiredByShop: status.requiredByShop,
    setup: status.setup,
  };
}

/** A console member, signed in: two-step sign-in is the console's. */
function requireConsoleMember(request: FastifyRequest) {
  const user = requireUser(request);
  if (!isAdmin(user)) throw new HttpError(403, 'Two-step sign-in is for console accounts');
  return user;
}

export function twoFactorRoutes(services: Services, config: Config) {
  return async function plugin(app: FastifyInstance) {
    // After a right password (the session waits for this), or to confirm a signed-in session.
    app.post('/api/auth/two-factor', async (request, reply) => {
      if (!request.sessionToken) throw new HttpError(401, 'Please sign in to continue');
      const { code } = secondFactorCodeSchema.parse(request.body);
      const passed = await services.accounts.passSecondFactor(request.sessionToken, code, request.ip);
      if (passed.signedIn) setSessionCookie(reply, config, passed.session.token, passed.session.expiresAt);
      return toUserJson(passed.user);
    });

    app.get('/api/auth/two-factor', async (request, reply) => {
      const user = requireConsoleMember(request);
      reply.header('cache-control', 'no-store');
      return toStatusJson(await services.accounts.twoFactorStatus(user.id));
    });

    app.post('/api/auth/two-factor/setup', async (request, reply) => {
      const user = requireConsoleMember(request);
      const { password } = twoFactorSetupSchema.parse(request.body ?? {});
      reply.header('cache-control', 'no-store');
      return services.accounts.beginTwoFactorSetup(user, password, request.ip);
    });

    app.post('/api/auth/two-factor/enable', async (request, reply) => {
      const user = requireConsoleMember(request);
      const { code } = enrolmentCodeSchema.parse(request.body);
      const recoveryCodes = await services.accounts.confirmTwoFactorSetup(user, code, {
        token: request.sessionToken!,
        clientAddress: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return { message: 'Two-step sign-in is on', recoveryCodes };
    });

    app.post('/api/auth/two-factor/recovery-codes', async (request, reply) => {
      const user = requireConsoleMember(request);
      requireStepUpFor(request, user, 'twoFactor.change');
      reply.header('cache-control', 'no-store');
      return { recoveryCodes: await services.accounts.replaceRecoveryCodes(user) };
    });

    app.delete('/api/auth/two-factor', async (request) => {
      const user = requireConsoleMember(request);
      requireStepUpFor(request, user, 'twoFactor.change');
      await services.accounts.turnOffTwoFactor(user);
      return { message: 'Two-step sign-in is off' };
    });

    app.put('/api/admin/two-factor-policy', async (request) => {
      const owner = requireConsole(request, 'team.change');
      const { required } = policySchema.parse(request.body);
      await services.accounts.requireTwoFactor(owner, required);
      return { required };
    });
  };
}
