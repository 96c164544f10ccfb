/**
 * A cluster from the benchmark's generator (scripts/bench-gen.ts), written as cluster.json and
 * scenario.json into a new temporary folder: the report streaming tests need inputs that span
 * many chunks, read in-process and by the published command alike.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCluster } from '../../scripts/bench-gen.ts';
import { lintSources, type LintResult } from '../../src/index.ts';
import { GATE } from './engine.ts';

export class GeneratedCluster {
  private constructor(
    readonly dir: string,
    readonly cluster: string,
    readonly scenario: string,
  ) {}

  /** `nodes` nodes of 30 pods from workloads of 30 replicas, every pod resizing +25%. */
  static async write(prefix: string, nodes: number): Promise<GeneratedCluster> {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    const { items, scenario } = generateCluster({ nodes, podsPerNode: 30, replicasPerWorkload: 30, growPercent: 25 });
    const g = new GeneratedCluster(dir, JSON.stringify({ apiVersion: 'v1', kind: 'List', items }), JSON.stringify(scenario));
    await writeFile(path.join(dir, 'cluster.json'), g.cluster);
    await writeFile(path.join(dir, 'scenario.json'), g.scenario);
    return g;
  }

  /** The run of the two files in-process, resize preemption on. */
  lint(): LintResult {
    return lintSources(
      [
        { path: 'cluster.json', text: this.cluster },
        { path: 'scenario.json', text: this.scenario },
      ],
      { featureGates: { [GATE]: true } },
    );
  }

  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
