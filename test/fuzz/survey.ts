import { FUZZ_SURVEY } from './settings';

/**
 * Runs `check` for each generated case. Normally a failure throws at once (fast-check then
 * shrinks it); in survey mode failures are collected, one per distinct problem, and `finish`
 * throws them all together.
 */
export function failureCollector() {
  const seen = new Map<string, string>();
  return {
    async run(check: () => Promise<unknown>): Promise<void> {
      try {
        await check();
      } catch (error) {
        if (!FUZZ_SURVEY) throw error;
        const message = (error as Error).message;
        // The problems line without the request: "answered 500", "rows changed: orders +1"...
        const problem = /problems: (.*)$/m.exec(message)?.[1] ?? message.split('\n')[0]!;
        // Paths and values quoted in messages vary from case to case; the kind of problem does not.
        const key = problem.replace(/"[^"]*"/g, '""').replace(/\d+/g, 'N');
        if (!seen.has(key)) seen.set(key, message);
      }
    },
    finish(): void {
      if (seen.size > 0) {
        throw new Error(`${seen.size} distinct problem(s):\n\n${[...seen.values()].join('\n\n')}`);
      }
    },
  };
}
