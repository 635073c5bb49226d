import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '../../core/account-schemas';
import type { Config } from '../config/config';
import type { Services } from '../services';
import {
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../core/password-schemas';
import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, RESET_REQUESTED } from '../../core/password-messages';
import { deviceName } from '../../core/device-name';
import { SECOND_FACTOR_NEXT } from '../../core/two-factor';
import { REGISTRATION_RECEIVED, toUserJson, type SessionSummary } from '../services/accounts';
import { signInDeviceOf } from '../http/sign-in-device';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from './auth-cookie';
import { requireUser } from './guards';
import { HttpError } from './http-errors';
import { parseIdParam } from './id-param';

/** One of the account's sessions as GET /api/auth/sessions lists it. */
function toSessionJson(session: SessionSummary) {
  return {
    id: session.id,
    device: deviceName(session.userAgent),
    userAgent: session.userAgent,
    address: session.clientAddress,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.current,
  };
}

export function authRoutes(services: Services, config: Config) {
  return async function plugin(app: FastifyInstance) {
    app.post('/api/auth/register', async (request, reply) => {
      await services.accounts.register(registerSchema.parse(request.body), request.ip);
      return reply.status(202).send({ message: REGISTRATION_RECEIVED });
    });

    app.post('/api/auth/login', async (request, reply) => {
      const input = loginSchema.parse(request.body);
      const signedIn = await services.accounts.login(input, signInDeviceOf(request));
      setSessionCookie(reply, config, signedIn.session.token, signedIn.session.expiresAt);
      setDeviceCookie(reply, config, signedIn.deviceId);
      // The code comes next (POST /api/auth/two-factor); until then the session signs nobody in.
      if (signedIn.awaitingSecondFactor) {
        return reply.status(202).send({ message: SECOND_FACTOR_NEXT, twoFactorRequired: true });
      }
      return toUserJson(signedIn.user);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      if (request.sessionToken) await services.accounts.logout(request.sessionToken);
      clearSessionCookie(reply, config);
      return { message: 'Signed out' };
    });

    // 202 whatever the address: whether it has an account is said only to its inbox.
    app.post('/api/auth/password-reset', async (request, reply) => {
      const { email } = passwordResetRequestSchema.parse(request.body);
      await services.accounts.requestPasswordReset(email, request.ip);
      return reply.status(202).send({ message: RESET_REQUESTED });
    });

    app.post('/api/auth/password-reset/confirm', async (request) => {
      await services.accounts.confirmPasswordReset(passwordResetConfirmSchema.parse(request.body));
      return { message: PASSWORD_RESET_DONE };
    });

    app.post('/api/auth/password', async (request) => {
      const user = requireUser(request);
      const input = passwordChangeSchema.parse(request.body);
      const { sessionsEnded } = await services.accounts.changePassword(
        user,
        request.sessionToken!,
        input,
        request.ip,
      );
      return { message: PASSWORD_CHANGED, sessionsEnded };
    });

    app.get('/api/auth/sessions', async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const list = await services.accounts.listSessions(user.id, request.sessionToken);
      return list.map(toSessionJson);
    });

    app.delete('/api/auth/sessions/:id', async (request, reply) => {
      const user = requireUser(request);
      const id = parseIdParam((request.params as { id: string }).id, 'Session');
      const ended = await services.accounts.endSession(user.id, id, request.sessionToken);
      if (!ended) throw new HttpError(404, 'You have no session with this id');
      // Ending the session asking is signing out: the browser drops its cookie too.
      if (ended.current) clearSessionCookie(reply, config);
      return { message: 'Signed out' };
    });

    app.get('/api/auth/user', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserJson(requireUser(request));
    });
  };
}
