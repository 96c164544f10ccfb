/**
 * Golden files (actionlint's .out files; Node 20 has no snapshot assertions): compares text with
 * a committed file, and with UPDATE_GOLDEN=1 rewrites the file instead. Review the diff like code.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import assert from 'node:assert/strict';

export function updatingGolden(): boolean {
  return process.env['UPDATE_GOLDEN'] === '1';
}

/**
 * Asserts that `actual` equals the content of `file` (an absolute path), byte for byte.
 * A missing golden file fails with a hint, unless UPDATE_GOLDEN=1 creates it.
 */
export async function assertGolden(file: string, actual: string): Promise<void> {
  if (updatingGolden()) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, actual, 'utf8');
    return;
  }
  let expected: string;
  try {
    expected = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      assert.fail(`golden file ${file} does not exist; run the test with UPDATE_GOLDEN=1 to create it`);
    }
    throw error;
  }
  assert.equal(actual, expected, `output differs from golden file ${file} (UPDATE_GOLDEN=1 rewrites it; review the diff)`);
}
