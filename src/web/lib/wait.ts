/** Resolves after `ms`; run beside a request so a fake confirmation pause (SPEC §9: 1 s) overlaps it. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
