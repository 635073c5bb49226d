import type { Services } from '../server/services';
import type { SessionUser, SignInDevice } from '../server/services/accounts';

/** What the server hands every loader and action (see src/server/pages/register.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    shop: { email: string; whatsappNumber: string };
    publicUrl: string;
    /** The anonymous shopper's id, which keys the wishlist; null until the API first saved something. */
    shopperId: string | null;
    /** Who is signed in, or null; read through src/web/lib/auth.server.ts. */
    user: SessionUser | null;
    /** The session's token, for signing out (also while it waits for its code); null when none. */
    sessionToken: string | null;
    /** Where the session stands with two-step sign-in (services/accounts two-factor.ts). */
    twoFactor: {
      /** The password was right and the code is still to come: `user` is null meanwhile. */
      awaiting: boolean;
      /** When the session last gave a code, if ever (step-up). */
      secondFactorAt: Date | null;
      /** A console member the shop asks for two-step sign-in who has not set it up yet. */
      setupRequired: boolean;
    };
    /** Logs an error a loader, action or render threw; see entry.server.tsx. */
    reportError(error: unknown): void;
    /** The client's address as the API sees it (TRUST_PROXY), for per-address limits. */
    clientAddress: string;
    /** The browser signing in, for the session list and the new-device mail (services/accounts). */
    device: SignInDevice;
    /** The Content-Security-Policy nonce every inline script carries; unset in development (no CSP). */
    cspNonce: string | undefined;
  }
}

export {};
