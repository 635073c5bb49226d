import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '../../core/account-schemas';
import type { Config } from '../config';
import type { Services } from '../services';
import {
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../core/password-schemas';
import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, RESET_REQUESTED } from '../../core/password-messages';
import { REGISTRATION_RECEIVED, type SessionUser } from '../services/accounts';
import { clearSessionCookie, setSessionCookie } from './auth-cookie';
import { requireUser } from './guards';

/** The fields GET /api/auth/user answers (SPEC §3 plus id, email and lastName). */
export function toUserJson(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
    role: user.role,
    isApproved: user.isApproved,
  };
}

export function authRoutes(services: Services, config: Config) {
  return async function plugin(app: FastifyInstance) {
    app.post('/api/auth/register', async (request, reply) => {
      await services.accounts.register(registerSchema.parse(request.body), request.ip);
      return reply.status(202).send({ message: REGISTRATION_RECEIVED });
    });

    app.post('/api/auth/login', async (request, reply) => {
      const { user, session } = await services.accounts.login(loginSchema.parse(request.body), request.ip);
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return toUserJson(user);
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

    app.get('/api/auth/user', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserJson(requireUser(request));
    });
  };
}
