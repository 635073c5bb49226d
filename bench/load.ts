import autocannon from 'autocannon';

export interface LoadFigures {
  connections: number;
  seconds: number;
  /** Requests answered within the run; a request still open when it ends is not counted. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Response bytes per second, headers included. */
  bytesPerSecond: number;
}

/** Requests `url` from `connections` clients for `seconds`, after a one-second warm-up. */
export async function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: 1 }); // warm-up: JIT, caches, pools
  // The server is still working on the requests the warm-up left open; one answer after them
  // means the measured run starts on an idle server.
  await (await fetch(url)).arrayBuffer();
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  }
  return {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.total / result.duration,
  };
}
