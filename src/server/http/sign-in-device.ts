import type { FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, type SignInDevice } from '../services/accounts';

/** The browser signing in, as the API and the pages see it: its user agent, address and mark. */
export function signInDeviceOf(request: FastifyRequest): SignInDevice {
  return {
    userAgent: request.headers['user-agent'] ?? '',
    clientAddress: request.ip,
    deviceId: request.cookies[DEVICE_COOKIE] ?? null,
  };
}
