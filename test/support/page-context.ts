import type { AppLoadContext } from 'react-router';

/** A page request's two-step standing when nothing about it is under test: none asked, none given. */
export const NO_SECOND_STEP: AppLoadContext['twoFactor'] = {
  awaiting: false,
  secondFactorAt: null,
  setupRequired: false,
};
