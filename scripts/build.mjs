// Bundles the CLI and the GitHub Action into dist/ with every runtime dependency inside,
// so the committed dist/ runs without node_modules. CI rebuilds and fails on any difference.
import { build } from 'esbuild';
import { BUNDLE_OPTIONS } from './bundle-options.mjs';

const common = BUNDLE_OPTIONS;

await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/cli.js' });
// The GitHub Action (action.yml runs.main); @actions/core and everything else bundled in.
await build({ ...common, entryPoints: ['src/action/index.ts'], outfile: 'dist/action.js' });
