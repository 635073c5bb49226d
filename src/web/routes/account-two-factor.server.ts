// A console member's own two-step sign-in, answered on the server like /api/auth/two-factor/*:
// set-up by QR code, the first code that turns it on, new recovery codes and turning it off.
import { data, type AppLoadContext } from 'react-router';
import { renderSVG } from 'uqr';
import { enrolmentCodeSchema, twoFactorSetupSchema } from '../../core/two-factor';
import { parseInput } from '../../core/zod-errors';
import { isAdmin } from '../../core/roles';
import type { SessionUser } from '../../server/services/accounts';
import { HTTP_STATUS_OF, isRateLimited, isServiceErrorOf } from '../../server/services/errors';
import { requireStepUpFor, requireUser } from '../lib/auth.server';
import { readFormFields } from '../lib/read-form.server';

type Args = { request: Request; context: AppLoadContext };

export interface TwoFactorAnswer {
  intent: string;
  /** Shown once: after turning it on, or asking for new ones. */
  recoveryCodes: string[] | null;
  done: string | null;
  formError: string | null;
}

const answer = (status: number, part: Partial<TwoFactorAnswer>) =>
  data<TwoFactorAnswer>(
    { intent: '', recoveryCodes: null, done: null, formError: null, ...part },
    { status },
  );

/** Two-step sign-in is the console's: a reseller's account has none. */
export function requireConsoleMember(args: Args): SessionUser {
  const user = requireUser(args);
  if (!isAdmin(user)) throw data('Two-step sign-in is for the shop’s console accounts.', { status: 403 });
  return user;
}

export async function twoFactorAccountPage(args: Args) {
  const user = requireConsoleMember(args);
  const status = await args.context.services.accounts.twoFactorStatus(user.id);
  return {
    email: user.email,
    enabled: status.enabled,
    enabledAt: status.enabledAt,
    recoveryCodesLeft: status.recoveryCodesLeft,
    requiredByShop: status.requiredByShop,
    setup: status.setup && {
      secret: status.setup.secret,
      // Drawn here from the shop's own data: an SVG of black squares, nothing a visitor typed.
      qrSvg: renderSVG(status.setup.otpauthUrl, { border: 2 }),
    },
  };
}

export async function twoFactorAccountAction(args: Args) {
  const user = requireConsoleMember(args);
  const { services } = args.context;
  const fields = await readFormFields(args.request);
  const intent = typeof fields.intent === 'string' ? fields.intent : '';
  try {
    switch (intent) {
      case 'begin': {
        const parsed = parseInput(twoFactorSetupSchema, {
          password: typeof fields.password === 'string' ? fields.password : '',
        });
        if (!parsed.ok)
          return answer(400, { intent, formError: parsed.body.errors.password ?? parsed.body.message });
        await services.accounts.beginTwoFactorSetup(user, parsed.data.password, args.context.clientAddress);
        return answer(200, { intent });
      }
      case 'enable': {
        const parsed = parseInput(enrolmentCodeSchema, {
          code: typeof fields.code === 'string' ? fields.code : '',
        });
        if (!parsed.ok)
          return answer(400, { intent, formError: parsed.body.errors.code ?? parsed.body.message });
        const recoveryCodes = await services.accounts.confirmTwoFactorSetup(user, parsed.data.code, {
          token: args.context.sessionToken!,
          clientAddress: args.context.clientAddress,
        });
        return answer(200, { intent, recoveryCodes, done: 'Two-step sign-in is on.' });
      }
      case 'recovery-codes':
        requireStepUpFor(args, user, 'twoFactor.change');
        return answer(200, { intent, recoveryCodes: await services.accounts.replaceRecoveryCodes(user) });
      case 'turn-off':
        requireStepUpFor(args, user, 'twoFactor.change');
        await services.accounts.turnOffTwoFactor(user);
        return answer(200, {
          intent,
          done: 'Two-step sign-in is off. Your password alone now signs you in.',
        });
      default:
        return answer(400, { formError: 'This form could not be read. Please try again.' });
    }
  } catch (error) {
    if (isRateLimited(error)) {
      return data<TwoFactorAnswer>(
        { intent, recoveryCodes: null, done: null, formError: error.message },
        { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
      );
    }
    for (const kind of ['invalid', 'unauthenticated', 'conflict'] as const) {
      if (isServiceErrorOf(error, kind))
        return answer(HTTP_STATUS_OF[kind], { intent, formError: error.message });
    }
    throw error;
  }
}
