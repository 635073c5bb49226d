// The yardstick for the product list: a bare node:http server sending fixed bytes. Run as its own
// process with plain `node bench/bare-server.mjs <port> <body file> <content type>`: JavaScript, so
// no TypeScript loader sits in the yardstick's process.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile);

createServer((request, response) => {
  if (request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
