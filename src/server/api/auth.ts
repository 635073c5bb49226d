import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginSchema, registerSchema } from '../../core/account-schemas';
import type { Config } from '../config';
import type { Services } from '../services';
import type { SessionUser, SignedIn } from '../services/accounts';
import { LoginThrottledError } from '../services/accounts-throttle';
import { SESSION_COOKIE } from '../services/sessions';
import { clearSessionCookie, setSessionCookie } from './auth-cookie';
import { requireUser } from './guards';
import { limitPerAddress } from './rate-limit';

// Each registration costs a deliberately slow password hash; this bounds what one address can spend.
export const REGISTRATIONS_PER_ADDRESS = 20;
const REGISTRATION_LIMIT = { name: 'register:address', max: REGISTRATIONS_PER_ADDRESS, windowMs: 15 * 60 * 1000 };

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
    const signedIn = (reply: FastifyReply, status: number, { user, session }: SignedIn) => {
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return reply.status(status).send(toUserJson(user));
    };

    app.post(
      '/api/auth/register',
      {
        preHandler: limitPerAddress(
          services.limits,
          REGISTRATION_LIMIT,
          'Too many registrations from this address. Please try again later.',
        ),
      },
      async (request, reply) => {
        const input = registerSchema.parse(request.body);
        return signedIn(reply, 201, await services.accounts.register(input));
      },
    );

    app.post('/api/auth/login', async (request, reply) => {
      const input = loginSchema.parse(request.body);
      try {
        return signedIn(reply, 200, await services.accounts.login(input, request.ip));
      } catch (error) {
        if (!(error instanceof LoginThrottledError)) throw error;
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(429).send({ message: error.message, retryAfterSeconds: error.retryAfterSeconds });
      }
    });

    app.post('/api/auth/logout', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await services.accounts.logout(token);
      clearSessionCookie(reply, config);
      return { message: 'Signed out' };
    });

    app.get('/api/auth/user', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserJson(requireUser(request));
    });
  };
}
