/**
 * The Action's entry point (action.yml `runs.main: dist/action.js`, bundled by scripts/build.mjs):
 * the real @actions/core and the runner's environment, handed to run(). setFailed sets the exit code.
 */
import * as core from '@actions/core';
import process from 'node:process';
import { runAgainForHugePages } from '../run/huge-pages.ts';
import { limitHeapGrowth } from '../core/heap-growth.ts';
import { envFromProcess } from './env.ts';
import { readInputs } from './inputs.ts';
import { run } from './main.ts';

/** The files the inputs name (`paths`, `cluster`, `--base-file` in `args`); none when they are invalid, which run() reports. */
function namedFiles(): string[] {
  try {
    const inputs = readInputs(core);
    return [...inputs.paths, ...[inputs.cluster, inputs.args?.baseFile].filter((f) => f !== undefined)];
  } catch {
    return [];
  }
}

const env = envFromProcess(process.env);
// A large snapshot is checked in a second process with huge pages (src/run/huge-pages.ts): the
// same inputs and runner files, read from the same environment; if that cannot start, here.
const relaunched = await runAgainForHugePages(namedFiles(), env.workspace, []);
if (relaunched === undefined) {
  limitHeapGrowth();
  await run(core, env);
} else if ('code' in relaunched) {
  process.exitCode = relaunched.code;
} else {
  // Killed: the step fails, as it would have had it run here.
  process.exitCode = 1;
}
