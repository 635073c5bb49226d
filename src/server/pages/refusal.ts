// How the page side of the shop refuses a request it cannot serve (a form it cannot read, a
// cross-site post, an address that is not valid): a small HTML page, never the API's JSON, since a
// browser shows it to a person. It names no shop: it is written before any database is asked.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BAD_URL = 'This address is not a valid URL.';

export interface Refusal {
  status: number;
  title: string;
  message: string;
}

/**
 * Answers a refusal as a small HTML page, or as plain text to React Router's `.data` requests (its
 * client shows a 4xx answer without its own marker header in the route's error boundary).
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  // The unread body is discarded by Node as it arrives (as for the API's own 413), never buffered.
  reply.status(refusal.status).header('cache-control', 'no-store');
  if (pathOf(request.url).endsWith('.data')) {
    return reply.type('text/plain; charset=utf-8').send(`${refusal.title}. ${refusal.message}`);
  }
  return reply.type('text/html; charset=utf-8').send(refusalPage(refusal));
}

function refusalPage({ title, message }: Refusal): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Back to Home</a></p>
</main>
</body>
</html>
`;
}

// The raw URL may not parse (an invalid percent-encoding is why some requests are refused at all).
function pathOf(url: string): string {
  return url.split('?')[0] ?? '';
}

/** A refusal for a 4xx error Fastify or a hook raised on a page URL, in the words it came with. */
export function refusalFor(status: number, message: string): Refusal {
  const titles: Record<number, string> = {
    400: 'This address could not be read',
    403: 'This request was refused',
    404: 'Page Not Found',
    405: 'This request was refused',
    413: 'This form is too large',
    415: 'This request could not be read',
  };
  return {
    status,
    title: titles[status] ?? 'This request could not be served',
    message: escapeHtml(message),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
