// What every answer to a bad request must look like, wherever it was sent.
import type { RawRequest, RawResponse } from './raw-http';

/**
 * The kind of answer a failure must be: JSON with a message for the API, HTML for pages, text for
 * page data requests; 'vendor' for the simulators, which answer in Safaricom's or Shopify's own
 * shapes (JSON without a message, Shopify's HTML 404 page); 'any' for resource routes (robots.txt,
 * the sitemap, redirects), whose errors come in React Router's own format.
 */
export type ErrorType = 'json' | 'html' | 'page-data' | 'vendor' | 'any';

export interface AnswerRules {
  errorType: ErrorType;
  /** 5xx answers given by design (the Daraja simulator imitating Daraja). */
  intended5xx?: (response: RawResponse) => boolean;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Whether no browser could send this: control characters or raw non-ASCII bytes in the request
 * line, a header name that is not a token, control characters in a header value (RFC 9110 §5).
 * Node refuses such a request before it reaches the app, which cannot tell a page from the API
 * yet: any 4xx is the right answer to it.
 */
export function isMalformedHttp(request: RawRequest): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const controls = /[\x00-\x08\x0a-\x1f\x7f]/;
  // eslint-disable-next-line no-control-regex -- as above, plus space and raw non-ASCII bytes
  if (/[\x00-\x20\x7f-\xff]/.test(request.target) || !TOKEN.test(request.method)) return true;
  return request.headers.some(([name, value]) => !TOKEN.test(name) || controls.test(value));
}

/**
 * Problems with an answer, empty when it is fine. `rowChanges` lists tables whose row count
 * moved; `malformed` says the request was not valid HTTP.
 */
export function problemsWith(
  response: RawResponse,
  method: string,
  rules: AnswerRules,
  rowChanges: string,
  malformed = false,
): string[] {
  const problems: string[] = [];
  const { status } = response;
  const type = response.headers['content-type'] ?? '';
  if (status >= 500 && !rules.intended5xx?.(response)) problems.push(`answered ${status}`);
  // A HEAD answer has no body to be JSON or HTML; a malformed request may be refused in any form.
  const typed = !(malformed && status < 500) && method !== 'HEAD';
  if (status >= 400 && typed) {
    if (rules.errorType === 'json') {
      if (!type.startsWith('application/json')) problems.push(`error answered as "${type}", not JSON`);
      else if (!hasMessage(response.body)) problems.push('error body is not JSON with a message');
    } else if (rules.errorType === 'html') {
      if (!type.startsWith('text/html')) problems.push(`error answered as "${type}", not HTML`);
    } else if (rules.errorType === 'page-data') {
      if (!type.startsWith('text/')) problems.push(`page data error answered as "${type}", not text`);
    } else if (
      rules.errorType === 'vendor' &&
      !type.startsWith('application/json') &&
      !type.startsWith('text/html')
    ) {
      problems.push(`error answered as "${type}", neither JSON nor HTML`);
    }
  }
  if (status >= 400 && rowChanges !== '')
    problems.push(`rejected (${status}) but rows changed: ${rowChanges}`);
  return problems;
}

function hasMessage(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { message?: unknown } | null;
    return typeof parsed === 'object' && parsed !== null && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

/** "404 application/json {"message":..." cut to a readable length. */
export function describeAnswer(response: RawResponse): string {
  const text = response.body.toString('utf8').replace(/\s+/g, ' ');
  return `${response.status} ${response.headers['content-type'] ?? '(no content type)'} ${text.slice(0, 300)}`;
}
