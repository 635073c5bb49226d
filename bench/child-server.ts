import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServer {
  url: string;
  /** The process started, for reading its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a server process and resolves once `readyPath` answers 200; kills it on failure. */
export async function startChild(
  args: string[],
  {
    port,
    env,
    readyPath,
    timeoutMs = 60_000,
  }: { port: number; env: NodeJS.ProcessEnv; readyPath: string; timeoutMs?: number },
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${stderr}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) return { url, pid: child.pid!, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`server did not become ready within ${timeoutMs} ms:\n${stderr}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
