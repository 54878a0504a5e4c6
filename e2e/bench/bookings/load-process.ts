import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { Job, StepResult } from './load-child';

/**
 * Runs `job` in a fresh load-generator process (./load-child.ts, under tsx as this one is) and
 * gives its steps' results in order.
 */
export function loadInChild(job: Job): Promise<StepResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'load-child.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    child.once('message', (reply: { results?: StepResult[]; error?: string }) => {
      answered = true;
      if (reply.results) resolve(reply.results);
      else reject(new Error(`The load generator failed: ${reply.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`The load generator exited with code ${code} before answering`));
    });
    child.send(job);
  });
}
