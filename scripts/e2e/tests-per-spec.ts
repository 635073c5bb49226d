import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

interface ListedSuite {
  file: string;
  specs?: { tests: unknown[] }[];
  suites?: ListedSuite[];
}

function countTests(suite: ListedSuite): number {
  const own = (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.length, 0);
  return own + (suite.suites ?? []).reduce((sum, child) => sum + countTests(child), 0);
}

/**
 * How many tests each spec file of `project` holds, by its path under the test folder, as
 * `playwright test --list` finds them (it loads the specs and starts no shop).
 */
export async function testsPerSpec(playwright: string, project: string): Promise<Map<string, number>> {
  const { stdout } = await promisify(execFile)(
    playwright,
    ['test', '--list', '--reporter=json', `--project=${project}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as { suites: ListedSuite[]; errors: { message?: string }[] };
  if (report.errors.length > 0) {
    throw new Error(`the specs could not be listed:\n${report.errors.map((e) => e.message).join('\n')}`);
  }
  return new Map(report.suites.map((suite) => [suite.file, countTests(suite)]));
}
