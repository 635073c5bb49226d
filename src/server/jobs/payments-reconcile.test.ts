import { describe, expect, it } from 'vitest';
import type { ReconcileSummary } from '../services/mpesa';
import { paymentsReconcileJob } from './payments-reconcile';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => void lines.push({ level, message });
  return { lines, info: at('info'), warn: at('warn') };
}

const summary = (overrides: Partial<ReconcileSummary> = {}): ReconcileSummary => ({
  finished: 0,
  stkQueries: 0,
  settled: 0,
  statusQueries: 0,
  statusSkipped: false,
  ...overrides,
});

describe('the payments reconciliation job', () => {
  it('says once per process that Transaction Status needs an initiator', async () => {
    const log = recordingLog();
    const job = paymentsReconcileJob({
      payments: { reconcile: async () => summary({ statusSkipped: true }) },
      log,
    });
    await job.run();
    await job.run();
    const warnings = log.lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('MPESA_INITIATOR_NAME');
  });

  it('logs a run only when it asked or finished something', async () => {
    const log = recordingLog();
    const answers = [summary(), summary({ stkQueries: 2, settled: 1 })];
    const job = paymentsReconcileJob({ payments: { reconcile: async () => answers.shift()! }, log });
    await job.run();
    expect(log.lines).toEqual([]);
    await job.run();
    expect(log.lines).toEqual([{ level: 'info', message: 'M-Pesa payments reconciled' }]);
  });
});
