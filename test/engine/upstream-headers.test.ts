/**
 * Every engine file names its upstream twin in its header: `Upstream (kubernetes v1.37.2): <files>`
 * (paths in the kubernetes/kubernetes tree at that tag), or `Upstream: none: <why>` for the
 * engine's own parts; src/engine/README.md maps every file.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../helpers/cli.ts';

const ENGINE = path.join(ROOT, 'src', 'engine');

function engineFiles(dir = ENGINE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? engineFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

describe('engine file headers', () => {
  const readme = readFileSync(path.join(ENGINE, 'README.md'), 'utf8');
  for (const file of engineFiles().sort()) {
    const rel = path.relative(ENGINE, file).split(path.sep).join('/');
    it(`${rel} names its upstream twin, and the engine README lists it`, () => {
      const text = readFileSync(file, 'utf8');
      const header = text.startsWith('/**') ? text.slice(0, text.indexOf('*/')) : '';
      assert.match(
        header,
        /^ \* Upstream( \(kubernetes v1\.37\.2\): (pkg|staging|plugin|cmd)\/\S+| \(kubernetes v1\.37\.2\): kubernetes\/autoscaler |: none(: | in kubernetes\/kubernetes;))/m,
        `${rel}: no "Upstream" line in its header`,
      );
      const name = path.basename(rel);
      assert.ok(readme.includes(rel) || readme.includes(name), `${rel} is not in src/engine/README.md`);
    });
  }
});
