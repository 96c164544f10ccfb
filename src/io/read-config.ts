/**
 * Finds and reads .resizeguard.yaml: from the working directory up to the git root (the first
 * folder holding .git), or the file named by --config.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { UsageError } from '../core/errors.ts';
import { validateConfig } from '../config/validate.ts';
import type { Config } from '../config/types.ts';
import type { LoadedDocument } from '../load/document.ts';
import { parseYamlSource } from '../load/yaml.ts';
import { displayPath } from './discover.ts';

export const CONFIG_NAMES = ['.resizeguard.yaml', '.resizeguard.yml'] as const;

export function findConfig(cwd: string): string | undefined {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    for (const name of CONFIG_NAMES) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

export interface LoadedConfig {
  readonly config: Config;
  /** Absolute path of the file read, if any. */
  readonly file: string | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /** The parsed file, for positions of what the config itself defines (node pools). */
  readonly doc?: LoadedDocument;
}

export async function loadConfig(explicit: string | undefined, cwd: string, knownRuleIds: ReadonlySet<string>): Promise<LoadedConfig> {
  const file = explicit === undefined ? findConfig(cwd) : path.resolve(cwd, explicit);
  if (file === undefined) return { config: {}, file: undefined, diagnostics: [] };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`--config: cannot read ${JSON.stringify(explicit ?? file)} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return { ...parseConfig(text, displayPath(file, cwd), knownRuleIds), file };
}

/** A config file's text, validated (`display`: the path its findings name). */
export function parseConfig(text: string, display: string, knownRuleIds: ReadonlySet<string>): Omit<LoadedConfig, 'file'> {
  const parsed = parseYamlSource({ path: display, text });
  const [doc, ...extra] = parsed.documents;
  const diagnostics: Diagnostic[] = parsed.diagnostics.map((d) => ({ ...d, ruleId: 'config/invalid' }));
  if (extra.length > 0)
    diagnostics.push({
      ruleId: 'config/invalid',
      severity: 'error',
      message: 'the configuration file must hold one YAML document',
      file: extra[0]!.file,
      range: extra[0]!.locate([]),
    });
  if (doc === undefined || diagnostics.length > 0) return { config: {}, diagnostics };
  const validated = validateConfig(doc, knownRuleIds);
  return { config: validated.config, diagnostics: validated.diagnostics, doc };
}
