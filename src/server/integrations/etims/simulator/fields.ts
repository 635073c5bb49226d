// Readers for the fields of a request body, each throwing KRA's parameter error (910) that names
// the field, so the checks read as a list of KRA's rules.
import { fromEtimsDateTime } from '../etims-time';
import { ParameterError } from './kra-answer';

export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null;
}

export function text(body: Body, field: string, pattern: RegExp, what: string, prefix = ''): string {
  const value = body[field];
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new ParameterError(`${prefix}${field} must be ${what}`);
  }
  return value;
}

export function optionalText(body: Body, field: string, pattern: RegExp, what: string, prefix = '') {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  return text(body, field, pattern, what, prefix);
}

/** A number with at most `decimals` decimals, from `min`. */
export function amount(body: Body, field: string, prefix = '', { decimals = 2, min = 0 } = {}): number {
  const value = body[field];
  const scaled = typeof value === 'number' ? value * 10 ** decimals : NaN;
  if (!Number.isFinite(scaled) || Math.abs(scaled - Math.round(scaled)) > 1e-6 || (value as number) < min) {
    throw new ParameterError(
      `${prefix}${field} must be a number from ${min} with at most ${decimals} decimals`,
    );
  }
  return value as number;
}

export function wholeNumber(body: Body, field: string, min: number, prefix = ''): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new ParameterError(`${prefix}${field} must be a whole number from ${min}`);
  }
  return value;
}

export function dateTime(body: Body, field: string, prefix = ''): string {
  const value = body[field];
  if (typeof value !== 'string' || !fromEtimsDateTime(value)) {
    throw new ParameterError(`${prefix}${field} must be a date and time as yyyyMMddHHmmss`);
  }
  return value;
}

export function date(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !fromEtimsDateTime(`${value}000000`)) {
    throw new ParameterError(`${field} must be a date as yyyyMMdd`);
  }
  return value;
}

export const YES_NO = /^[YN]$/;
export const TAX_TYPE = /^[A-E]$/;
export const PIN = /^[AP]\d{9}[A-Z]$/;
export const BRANCH = /^\d{2}$/;
export const AUDIT_ID = /^.{1,20}$/s;
export const AUDIT_NAME = /^.{1,60}$/s;

/** regrId, regrNm, modrId, modrNm: who registered and changed the record. */
export function auditFields(body: Body) {
  text(body, 'regrId', AUDIT_ID, '1 to 20 characters');
  text(body, 'regrNm', AUDIT_NAME, '1 to 60 characters');
  text(body, 'modrId', AUDIT_ID, '1 to 20 characters');
  text(body, 'modrNm', AUDIT_NAME, '1 to 60 characters');
}

/** Cents of a KES amount already checked to two decimals. */
export const cents = (kes: number) => Math.round(kes * 100);
