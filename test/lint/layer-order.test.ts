/** The layer-order lint rule (scripts/eslint-layer-order.mjs) run by ESLint's own RuleTester. */
import { describe, it } from 'node:test';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { layerOrder } from '../../scripts/eslint-layer-order.mjs';
import { ROOT } from '../helpers/cli.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const at = (file: string): string => path.join(ROOT, 'src', file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('resizeguard/layer-order', layerOrder, {
  valid: [
    { code: "import { x } from '../core/diagnostic.ts';", filename: at('model/pod.ts') },
    { code: "import { x } from './state.ts';", filename: at('engine/simulate.ts') },
    { code: "export { x } from './pipeline/lint.ts';", filename: at('index.ts') },
    { code: "import { x } from 'yaml';", filename: at('load/yaml.ts') },
    { code: "import { x } from '../src/engine/state.ts';", filename: path.join(ROOT, 'test', 'a.test.ts') },
  ],
  invalid: [
    { code: "import type { ClusterState } from '../engine/state.ts';", filename: at('model/pod.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import type { LintResult } from '../index.ts';", filename: at('report/json.ts'), errors: [{ messageId: 'upward' }] },
    { code: "export * from '../diff/compare.ts';", filename: at('pipeline/types.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { FAIL_ON } from '../cli/args.ts';", filename: at('action/inputs.ts'), errors: [{ messageId: 'sibling' }] },
    { code: "const m = import('../sources/index.ts');", filename: at('io/read.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { x } from '../newlayer/a.ts';", filename: at('model/pod.ts'), errors: [{ messageId: 'unknown' }] },
  ],
});
