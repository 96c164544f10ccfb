// Conformance against Kubernetes v1.37.2: builds the Go program under test/conformance/go (cached
// in test/conformance/go/.bin, rebuilt when its sources change) and runs test/conformance/run.ts;
// then the same for test/conformance/envsubst (fluxcd/pkg envsubst) and envsubst-run.ts, and for
// test/conformance/sourceignore (fluxcd/pkg sourceignore) and sourceignore-run.ts.
// CONFORMANCE_CASES (default 2000 per kind), CONFORMANCE_SEED, CONFORMANCE_KINDS as run.ts reads them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test/conformance/go';
const bin = join(dir, '.bin', 'conformance');
const sources = [...readdirSync(dir).filter((f) => f.endsWith('.go')), 'go.mod', 'go.sum'].map((f) => join(dir, f));
const stale = !existsSync(bin) || sources.some((f) => statSync(f).mtimeMs > statSync(bin).mtimeMs);
if (stale) {
  const started = Date.now();
  console.log('building the conformance program (first build downloads and compiles k8s.io/kubernetes v1.37.2: minutes) ...');
  const build = spawnSync('go', ['build', '-o', '.bin/conformance', '.'], { cwd: dir, stdio: 'inherit' });
  if (build.error !== undefined || build.status !== 0) {
    console.error(build.error?.message ?? `go build exited ${build.status}`);
    process.exit(1);
  }
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)}s`);
}
const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/conformance/run.ts'], { stdio: 'inherit', env: { ...process.env, CONFORMANCE_BIN: bin } });

/** A small Go program of test/conformance/NAME, built when missing or older than its sources; its path. */
function built(name) {
  const programDir = join('test/conformance', name);
  const program = join(programDir, '.bin', name);
  const programSources = ['main.go', 'go.mod', 'go.sum'].map((f) => join(programDir, f));
  if (!existsSync(program) || programSources.some((f) => statSync(f).mtimeMs > statSync(program).mtimeMs)) {
    const build = spawnSync('go', ['build', '-o', join('.bin', name), '.'], { cwd: programDir, stdio: 'inherit' });
    if (build.error !== undefined || build.status !== 0) {
      console.error(build.error?.message ?? `go build exited ${build.status}`);
      process.exit(1);
    }
  }
  return program;
}

// Flux's post-build substitution against fluxcd/pkg envsubst (test/conformance/envsubst-run.ts).
const envsubst = spawnSync(process.execPath, ['--import', 'tsx', 'test/conformance/envsubst-run.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ENVSUBST_BIN: built('envsubst') },
});
// What a GitRepository's artifact leaves out, against fluxcd/pkg sourceignore (test/conformance/sourceignore-run.ts).
const sourceignore = spawnSync(process.execPath, ['--import', 'tsx', 'test/conformance/sourceignore-run.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SOURCEIGNORE_BIN: built('sourceignore') },
});
process.exit(run.status === 0 && envsubst.status === 0 && sourceignore.status === 0 ? 0 : 1);
