// The command-line tools as `npm run NAME` runs them (the script package.json names, through
// tsx), in a process of their own, for tests of what an operator sees: exit code and output.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/server/lib/project-root';
import type { ToolName } from '../../src/server/tools/tool-database';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function scriptOf(tool: ToolName): string {
  const scripts = (
    JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = /^tsx (\S+)$/.exec(scripts[tool] ?? '');
  if (!command) throw new Error(`npm run ${tool} is not "tsx FILE": ${scripts[tool]}`);
  return path.join(projectRoot(), command[1]!);
}

/** Runs `npm run TOOL -- ARGS` with `env` (added to this process's) and waits for it to end. */
export function runTool(tool: ToolName, args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', scriptOf(tool), ...args], {
    cwd: projectRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
