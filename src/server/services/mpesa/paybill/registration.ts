// Registering the shop's Paybill URLs with Daraja once the app listens (in simulated mode they
// point at the app's own address, known only then). A failure never stops the start: it is
// logged and tried again later, with growing pauses.
import type { DarajaClient } from '../../../integrations/mpesa/client';
import { registerC2bUrls } from '../../../integrations/mpesa/c2b';
import { DarajaError, DarajaUnavailableError } from '../../../integrations/mpesa/errors';
import type { PaymentsLog } from '../stk/context';

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;

export interface C2bRegistrationLoop {
  /** Settles with the first attempt's outcome; true once registered. */
  firstAttempt: Promise<boolean>;
  stop(): void;
}

/** One attempt: true when Daraja holds the URLs (now, or from an earlier registration). */
export async function registerOnce(daraja: Pick<DarajaClient, 'post' | 'options'>, log: PaymentsLog) {
  try {
    const outcome = await registerC2bUrls(daraja, 'Completed');
    if (outcome.state === 'already_registered') {
      log.info({ darajaMessage: outcome.message }, 'Paybill URLs were already registered with M-Pesa');
    } else {
      log.info({ shortcode: daraja.options.paybillShortcode }, 'Paybill URLs registered with M-Pesa');
    }
    return true;
  } catch (error) {
    if (!(error instanceof DarajaError || error instanceof DarajaUnavailableError)) throw error;
    // The URLs hold the callback secret: only Daraja's own code and text are logged.
    const details =
      error instanceof DarajaError
        ? { httpStatus: error.httpStatus, errorCode: error.errorCode, darajaMessage: error.errorMessage }
        : { reason: error.message };
    log.warn(details, 'Paybill URLs could not be registered with M-Pesa; trying again later');
    return false;
  }
}

/** Registers now and, until that works, again after 30 s, 1 min, 2 min ... up to every 30 min. */
export function keepC2bRegistered(
  daraja: Pick<DarajaClient, 'post' | 'options'>,
  log: PaymentsLog,
): C2bRegistrationLoop {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const attempt = async (): Promise<boolean> => {
    try {
      return await registerOnce(daraja, log);
    } catch (error) {
      log.error({ err: error }, 'Paybill URL registration failed unexpectedly; trying again later');
      return false;
    }
  };
  const retry = (waitMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void attempt().then((done) => {
        if (!done) retry(Math.min(waitMs * 2, LONGEST_RETRY_MS));
      });
    }, waitMs);
    timer.unref();
  };
  const firstAttempt = attempt().then((done) => {
    if (!done) retry(FIRST_RETRY_MS);
    return done;
  });
  return {
    firstAttempt,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
