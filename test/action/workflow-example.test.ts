/**
 * examples/github-workflow.yml is what the README sends newcomers to: every input it sets and
 * every output it reads must exist in action.yml, and it must check out the base commit.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/cli.ts';

interface Step {
  uses?: string;
  id?: string;
  with?: Record<string, unknown>;
}

describe('examples/github-workflow.yml', () => {
  it('uses only inputs and outputs that action.yml declares', async () => {
    const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    const text = await readFile(path.join(ROOT, 'examples', 'github-workflow.yml'), 'utf8');
    const workflow = parse(text) as { jobs: Record<string, { steps: Step[] }> };
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const ours = steps.filter((s) => s.uses?.startsWith('resizeguard/resizeguard@') === true);
    assert.equal(ours.length, 1);
    for (const key of Object.keys(ours[0]!.with ?? {})) assert.ok(key in action.inputs, `input ${key} is not in action.yml`);
    const id = ours[0]!.id!;
    const read = [...text.matchAll(new RegExp(`steps\\.${id}\\.outputs\\.([a-z-]+)`, 'g'))].map((m) => m[1]!);
    assert.ok(read.length > 0);
    for (const name of read) assert.ok(name in action.outputs, `output ${name} is not in action.yml`);
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@') === true);
    assert.equal(checkout?.with?.['fetch-depth'], 0, 'diff mode needs the base commit');
  });
});
