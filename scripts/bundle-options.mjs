// The esbuild options of the published bundles (dist/cli.js, dist/action.js), shared with the
// bench, which times its in-process phases on a bundle built the same way.
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __rgCreateRequire } from 'node:module'; const require = __rgCreateRequire(import.meta.url);" },
};
