export { JOB_NOTICE_CHANNEL, createJobQueue, enqueue } from './queue';
export type { RetryPolicy } from './queue';
export { createJobRunner } from './runner';
export type { JobHandler, JobLog, JobRunner } from './runner';
export { claimScheduledRun } from './schedule';
