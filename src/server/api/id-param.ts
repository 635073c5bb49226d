import { badRequest } from './http-errors';

/** A record id from the path (`/api/admin/messages/:id/...`): a positive whole number, else 400. */
export function parseIdParam(raw: string, noun: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badRequest(`${noun} id must be a positive whole number`, { id: 'Must be a positive whole number' });
  }
  return Number(raw);
}
