/** Upstream's answers: the cases piped through the Go program (test/conformance/go), one line each way. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Answer, Case } from './cases.ts';

export function upstreamAnswers(binary: string, cases: readonly Case[], gate: boolean): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [`-gate=${gate}`], { stdio: ['pipe', 'pipe', 'inherit'] });
    const answers: Answer[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      answers.push(JSON.parse(line) as Answer);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && answers.length === cases.length) resolve(answers);
      else reject(new Error(`conformance program exited ${String(code)} after ${answers.length}/${cases.length} answers`));
    });
    for (const c of cases) child.stdin.write(`${JSON.stringify(c)}\n`);
    child.stdin.end();
  });
}
