/**
 * Config `clusters` entries' paths that are no file or folder (a typo, a folder renamed, a path
 * written from the working directory rather than the config file's folder): the cluster would get
 * nothing from them without a word, its objects simulated in another cluster or in "unassigned".
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { LoadedConfig } from '../io/read-config.ts';

export function clusterPathsWithoutFile(loaded: LoadedConfig, configDir: string): Diagnostic[] {
  const doc = loaded.doc;
  if (doc === undefined) return [];
  return (loaded.config.clusters ?? []).flatMap((c, i): Diagnostic[] => {
    const missing = c.paths.map((p, j) => ({ p, j })).filter(({ p }) => !existsSync(path.resolve(configDir, p)));
    const none = missing.length === c.paths.length;
    return missing.map(({ p, j }) => ({
      ruleId: 'config/not-used',
      severity: 'warning',
      message: `configuration clusters[${i}].paths[${j}] ${JSON.stringify(p)} is no file or folder (the path is relative to the configuration file's folder): cluster ${JSON.stringify(c.name)} gets nothing from it${none ? ', and it has no other path: it is not simulated' : ''}`,
      file: doc.file,
      range: doc.locate(['clusters', i, 'paths', j]),
    }));
  });
}
