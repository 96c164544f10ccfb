/**
 * Config `charts` entries whose path holds no chart (a chart moved, a path written from the
 * working directory rather than the config file's folder): their release name and values would
 * be dropped without a word, and the chart rendered with its defaults.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { LoadedConfig } from '../io/read-config.ts';

export function chartEntriesWithoutChart(loaded: LoadedConfig, configDir: string): Diagnostic[] {
  const doc = loaded.doc;
  if (doc === undefined) return [];
  return (loaded.config.charts ?? []).flatMap((c, i): Diagnostic[] => {
    const dir = path.resolve(configDir, c.path);
    if (existsSync(path.join(dir, 'Chart.yaml'))) return [];
    return [
      {
        ruleId: 'config/not-used',
        severity: 'warning',
        message: `configuration charts[${i}].path ${JSON.stringify(c.path)} holds no Chart.yaml (the path is relative to the configuration file's folder): this entry is not applied to any chart`,
        file: doc.file,
        range: doc.locate(['charts', i, 'path']),
      },
    ];
  });
}
