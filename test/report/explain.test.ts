/**
 * --explain: a pod's placement with every node's Filter statuses and scores (and the tie-break
 * when the top score is shared), each restricted resize cycle with the victims chosen and those
 * SelectVictimsOnNode reprieved, and the timeline after t=0; a workload's name explains its replicas.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { lintSources } from '../../src/index.ts';
import { formatExplain } from '../../src/report/explain.ts';
import { inProcess, ROOT } from '../helpers/cli.ts';
import { manifests, node as nodeOf, pod, priorityClass, type Manifest } from '../helpers/builders.ts';
import { GATE } from '../helpers/engine.ts';

const MULTI_TEAM = path.join(ROOT, 'examples', 'multi-team');

async function explain(target: string): Promise<string> {
  const r = await inProcess.run({ args: ['check', '.', '--format', 'json', '--explain', target], cwd: MULTI_TEAM });
  return r.stderr;
}

function node(name: string): string {
  return `apiVersion: v1\nkind: Node\nmetadata: {name: ${name}}\nstatus: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}\n`;
}

describe('--explain', () => {
  it('a workload explains each replica: its scores, the node it is bound to', async () => {
    const text = await explain('prod/search');
    assert.match(text, /^explain Deployment prod\/search: 2 pods\n/);
    assert.equal(text.match(/^explain prod\/search-[a-z0-9]+-[a-z0-9]{5}$/gm)?.length, 2);
    assert.match(
      text,
      /scores of the nodes that pass Filter[^\n]*\n {4}NODE +SCORE *\n {4}general-2 +78 +← bound here\n {4}general-0 +68 *\n {4}general-1 +68/,
    );
  });

  it('a preemption says which lower-priority pods went and which were reprieved', async () => {
    const text = await explain('prod/search');
    const blackFriday = text.slice(text.indexOf('scenario "black-friday"'), text.indexOf('scenario "vpa-max"'));
    assert.match(blackFriday, /evicted batch\/ingest-worker-7658885584-rtd8z: the pod does not fit with it back on the node/);
    assert.equal(blackFriday.match(/^ +reprieved [^:]+: the pod fits with it back on the node$/gm)?.length, 3);
    assert.match(
      blackFriday,
      /timeline:\n {4}t=0s prod\/search-69f6ddd849-7r5kt ResizeDeferred: [^\n]*\n(?: {4}t=0s [^\n]*\n)* {4}t=30s prod\/search-69f6ddd849-7r5kt ResizeStarted/,
    );
  });

  it("a resize's scheduler cycles are kept for the pods --explain names, and for no other (a cluster-scale run would hold them all)", () => {
    // Two nodes alike: on each a high-priority pod grows into a low-priority one's room (a cycle that preempts).
    const items: Manifest[] = [priorityClass('low', 10), priorityClass('high', 1000)];
    for (const n of ['n1', 'n2'])
      items.push(
        nodeOf(n).cpu('2').memory('4Gi'),
        pod(`low-${n}`).priority('low').cpu('1').memory('100Mi').on(n),
        pod(`high-${n}`).priority('high').cpu('1').memory('100Mi').on(n).allocated({ cpu: '500m' }).deferred(),
      );
    const cycled = (explain?: string) =>
      lintSources([{ path: 'c.yaml', text: manifests(...items) }], { featureGates: { [GATE]: true }, ...(explain ? { explain } : {}) })
        .simulation.scenarios.flatMap((s) => s.resizes)
        .map((r) => `${r.pod.name} ${r.cycles.length > 0}`)
        .sort();
    assert.deepEqual(cycled(), ['high-n1 false', 'high-n2 false']);
    assert.deepEqual(cycled('default/high-n1'), ['high-n1 true', 'high-n2 false']);
  });

  it('nodes tied on the top score: the tie-break is said', () => {
    const pod = 'apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec: {containers: [{name: c, resources: {requests: {cpu: 500m}}}]}\n';
    const result = lintSources([{ path: 'c.yaml', text: [node('b-node'), node('a-node'), pod].join('---\n') }], {
      featureGates: { [GATE]: true },
      explain: 'default/web',
    });
    const text = formatExplain(result, 'default/web');
    assert.match(text, /a-node +\d+ +← bound here\n {4}b-node/);
    assert.match(text, /tie-break: 2 nodes share the top score \d+; kube-scheduler's selectHost picks one of them at random, the simulation took a-node/);
  });

  it('a name that is neither a pod nor a workload gets the closest one', async () => {
    assert.match(await explain('prod/serch'), /^explain prod\/serch: no pod or workload "prod\/serch" in the input; did you mean "search"\?\n$/);
  });
});
