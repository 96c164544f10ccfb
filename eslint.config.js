// @ts-check
import tseslint from 'typescript-eslint';
import { layerOrder } from './scripts/eslint-layer-order.mjs';

const pureLayers = ['core', 'load', 'resource', 'schema', 'model', 'engine', 'policy', 'config', 'pipeline', 'report', 'diff'];

export default tseslint.config(
  { ignores: ['dist/**', 'src/**/*.generated.js', 'node_modules/**', 'bin/**', 'examples/**', 'coverage/**', 'scripts/*.mjs', 'eslint.config.js'] },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // SimPod implements PodResourceShape; spreading it into a plain shape is intended.
      '@typescript-eslint/no-misused-spread': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { resizeguard: { rules: { 'layer-order': layerOrder } } },
    rules: { 'resizeguard/layer-order': 'error' },
  },
  {
    // The functional core: no file system, process, network or Actions toolkit.
    files: pureLayers.map((layer) => `src/${layer}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:fs', 'node:fs/promises', 'node:child_process', 'node:process', '@actions/core', 'globby'].map(
            (name) => ({ name, message: 'only src/io and the front ends may do I/O' }),
          ),
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'only src/io and the front ends may use process' }],
    },
  },
  {
    // Read beside upstream: engine files stay short enough to hold one upstream function each.
    files: ['src/engine/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 60 }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/**', '!./*'], message: 'src/core imports nothing else from src' }] }],
    },
  },
  {
    files: ['test/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
