import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '../../core/account-schemas';
import type { Config } from '../config';
import type { Services } from '../services';
import type { SessionUser } from '../services/accounts';
import { SESSION_COOKIE } from '../services/sessions';
import { clearSessionCookie, setSessionCookie } from './auth-cookie';
import { requireUser } from './guards';
import { limitPerAddress } from './rate-limit';

// Each registration costs a deliberately slow password hash; this bounds what one address can spend.
export const REGISTRATIONS_PER_ADDRESS = 20;
const REGISTRATION_LIMIT = { name: 'register:address', max: REGISTRATIONS_PER_ADDRESS, windowMs: 15 * 60 * 1000 };
// The same answer whether or not the email already has an account: what happens next is said in a
// mail to that address, so the form does not tell a stranger who has an account here.
export const REGISTRATION_RECEIVED =
  'Thank you. We have sent a message to that address with the next steps. New reseller accounts are reviewed before wholesale prices open; you can sign in at any time to see your status.';

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
        await services.accounts.register(registerSchema.parse(request.body));
        return reply.status(202).send({ message: REGISTRATION_RECEIVED });
      },
    );

    app.post('/api/auth/login', async (request, reply) => {
      const { user, session } = await services.accounts.login(loginSchema.parse(request.body), request.ip);
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return toUserJson(user);
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
