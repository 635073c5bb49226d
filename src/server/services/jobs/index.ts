// The durable job queue in PostgreSQL: jobs queued in the transaction of their cause, run by one
// worker at a time across processes, retried, and the periodic runs claimed once per period.
export { JOB_NOTICE_CHANNEL, createJobQueue, enqueue } from './queue';
export type { RetryPolicy } from './queue';
export { createJobRunner } from './runner';
export type { JobHandler, JobLog, JobRunner } from './runner';
export { claimScheduledRun } from './schedule';
export { createJobsService } from './service';
export { deleteJobsByPayload } from './delete-by-payload';
export type { JobPayloadMatch } from './delete-by-payload';
export { jobsFinishedSince } from './finished';
export type { FinishedJobs } from './finished';
