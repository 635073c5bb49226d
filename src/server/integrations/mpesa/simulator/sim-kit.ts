// What the simulator's endpoint modules share with plugin.ts, which mounts them: its options, the
// kit of Daraja's common answers, and the prompts sent so far.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DarajaHook } from '../env';
import type { DarajaFault, SimCredentials } from './checks';
import type { SimOutcome } from './outcomes';

export interface MpesaSimulatorOptions extends SimCredentials {
  callbackDelayMs: number;
  /** The only address callbacks go to: this app's own callback (its address is known once it listens). */
  callbackUrl: () => string;
  /** The shop's Paybill number, and the initiator its reversals and status queries must name. */
  paybillShortcode: string;
  /** External validation of Paybill payments (the shop's MPESA_C2B_VALIDATION): Safaricom enables it per shortcode. */
  c2bValidation: boolean;
  initiatorName: string;
  securityCredential: string;
  /** The shop's own hooks: results are posted only there (the shop's address, known once it listens). */
  hookUrl: (hook: DarajaHook) => string;
}

/** What the simulator's endpoints share: Daraja's error answer, its token check, and its posts. */
export interface SimKit {
  options: MpesaSimulatorOptions;
  fault(reply: FastifyReply, f: DarajaFault): FastifyReply;
  bearerFault(request: FastifyRequest): DarajaFault | null;
  /** Runs `task` after `delayMs` unless the app closes first. */
  later(delayMs: number, task: () => Promise<void>): void;
  /** POSTs `body` as JSON to one of the shop's URLs and returns its parsed answer (null if none). */
  postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }>;
  /** M-Pesa receipts the simulator has issued (prompt and Paybill), with their amounts in KES. */
  receipts: Map<string, number>;
  /** The prompts sent, by CheckoutRequestID. */
  stkTransactions: ReadonlyMap<string, SimTransaction>;
}

export interface SimTransaction {
  merchantRequestId: string;
  amount: number;
  msisdn: string;
  callbackUrl: string;
  outcome: SimOutcome;
  /** Set once the payer has "answered": from then on the STK query gives the final result. */
  decided: boolean;
  /** The M-Pesa receipt of a paid prompt, issued when the payer answers. */
  receipt: string | null;
}
