/**
 * The Action's entry point (action.yml `runs.main: dist/action.js`, bundled by scripts/build.mjs):
 * the real @actions/core and the runner's environment, handed to run(). setFailed sets the exit code.
 */
import * as core from '@actions/core';
import process from 'node:process';
import { limitHeapGrowth } from '../core/heap-growth.ts';
import { envFromProcess } from './env.ts';
import { run } from './main.ts';

limitHeapGrowth();
await run(core, envFromProcess(process.env));
