// Runs every test/**/*.test.ts with Node's own test runner (Node 20 has no glob support in --test).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function collect(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? (e.name === 'fixtures' ? [] : collect(join(dir, e.name))) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    .sort();
}
const files = process.argv.length > 2 ? process.argv.slice(2) : collect('test');
// The reports under test are plain text: a CI that forces colour (FORCE_COLOR) must not colour them.
const env = { ...process.env };
delete env.FORCE_COLOR;
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
