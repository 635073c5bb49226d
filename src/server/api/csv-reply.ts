import type { FastifyReply } from 'fastify';

/**
 * Sends a console export as a download. Private and never cached: exports hold customers'
 * contact details. The date in the file name tells two downloads apart on the owner's phone.
 */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
