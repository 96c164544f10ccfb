// Bundles the CLI and the GitHub Action into dist/ with every runtime dependency inside,
// so the committed dist/ runs without node_modules. CI rebuilds and fails on any difference.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __rgCreateRequire } from 'node:module'; const require = __rgCreateRequire(import.meta.url);" },
};

await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/cli.js' });
// The GitHub Action (action.yml runs.main); @actions/core and everything else bundled in.
await build({ ...common, entryPoints: ['src/action/index.ts'], outfile: 'dist/action.js' });
