/**
 * limitRange cases: one to three LimitRanges in the pod's namespace (now and then one elsewhere),
 * each a Container and/or a Pod item with min, max, default, defaultRequest and
 * maxLimitRequestRatio over cpu, memory, ephemeral-storage, hugepages-2Mi and an extended
 * resource, mostly in the order the API server requires (now and then not: such a LimitRange is
 * never created); and a pod to create with one to three containers, up to two init containers
 * (sidecars too), sometimes pod-level resources, its quantities spelled many ways (suffixes,
 * exponents, bare numbers, values that round), several containers often left to the same
 * defaults so their refusals repeat.
 */
import type { Case, Json } from './cases.ts';
import type { Random } from './random.ts';

/** A spelling and its value (millicores for cpu, units otherwise), to keep bounds in order. */
type Spelled = readonly [string | number, number];

const MI = 1048576;
const POOLS: Readonly<Record<string, readonly Spelled[]>> = {
  cpu: [
    ['100m', 100],
    ['0.1', 100],
    [0.1, 100],
    ['250m', 250],
    ['0.25', 250],
    ['300m', 300],
    ['333m', 333],
    ['0.3333', 333.3],
    ['500m', 500],
    [0.5, 500],
    ['5e-1', 500],
    ['1', 1000],
    [1, 1000],
    ['1000m', 1000],
    ['1.5', 1500],
    ['2', 2000],
    ['2000m', 2000],
    ['4', 4000],
    ['0.0005', 0.5],
    ['1500u', 1.5],
    ['10', 10000],
  ],
  memory: [
    ['64Mi', 64 * MI],
    ['67108864', 64 * MI],
    ['0.0625Gi', 64 * MI],
    ['100M', 1e8],
    ['1e8', 1e8],
    ['128Mi', 128 * MI],
    ['0.125Gi', 128 * MI],
    ['256Mi', 256 * MI],
    ['0.25Gi', 256 * MI],
    ['500M', 5e8],
    ['512Mi', 512 * MI],
    ['1G', 1e9],
    ['1Gi', 1024 * MI],
    ['1073741824', 1024 * MI],
    ['1.5Gi', 1536 * MI],
    ['2Gi', 2048 * MI],
    ['2048Mi', 2048 * MI],
    ['100.5', 100.5],
    ['1k', 1000],
    ['1Ki', 1024],
    ['1500m', 1.5],
  ],
  'ephemeral-storage': [
    ['500Mi', 500 * MI],
    ['1G', 1e9],
    ['1Gi', 1024 * MI],
    ['2Gi', 2048 * MI],
    ['5e9', 5e9],
    ['10Gi', 10240 * MI],
    ['0.5Gi', 512 * MI],
  ],
  'hugepages-2Mi': [
    ['0', 0],
    ['2Mi', 2 * MI],
    ['2097152', 2 * MI],
    ['4Mi', 4 * MI],
    ['6Mi', 6 * MI],
    ['8Mi', 8 * MI],
  ],
  'example.com/foo': [
    ['1', 1],
    [1, 1],
    ['2', 2],
    [2, 2],
    ['3', 3],
    ['4', 4],
    ['4000m', 4],
  ],
};
const RATIOS: readonly Spelled[] = [
  ['1', 1],
  [1, 1],
  ['1.5', 1.5],
  ['2', 2],
  [2, 2],
  ['3', 3],
  ['4', 4],
  ['10', 10],
  ['1.25', 1.25],
  ['0.5', 0.5],
];
const RESOURCES = Object.keys(POOLS);
/** Resources the API server does not let a container overcommit: a LimitRange's default must equal its defaultRequest. */
const NO_OVERCOMMIT = new Set(['hugepages-2Mi', 'example.com/foo']);

function resources(rng: Random, most: number): string[] {
  const out = rng.shuffle(['cpu', 'memory', 'cpu', 'memory', ...RESOURCES]).slice(0, rng.int(1, most));
  return [...new Set(out)];
}

/** `count` spellings of one resource in non-decreasing value (now and then shuffled). */
function ordered(rng: Random, name: string, count: number): Spelled[] {
  const drawn = Array.from({ length: count }, () => rng.pick(POOLS[name]!));
  return rng.chance(0.04) ? drawn : drawn.sort((a, b) => a[1] - b[1]);
}

function item(rng: Random, type: 'Container' | 'Pod'): Json {
  const fields: Record<string, Record<string, string | number>> = {};
  const set = (field: string, name: string, v: Spelled | undefined): void => {
    if (v !== undefined) (fields[field] ??= {})[name] = v[0];
  };
  for (const name of resources(rng, 3)) {
    // min ≤ defaultRequest ≤ default ≤ max, each present or not.
    const [min, defReq, def, max] = ordered(rng, name, 4);
    if (rng.chance(0.45)) set('min', name, min);
    if (rng.chance(0.45)) set('max', name, max);
    if (type === 'Container' && rng.chance(0.4)) set('default', name, def);
    if (type === 'Container' && rng.chance(0.35))
      set('defaultRequest', name, NO_OVERCOMMIT.has(name) && fields['default']?.[name] !== undefined ? def : defReq);
    if (!NO_OVERCOMMIT.has(name) && rng.chance(0.25)) set('maxLimitRequestRatio', name, rng.pick(RATIOS));
  }
  return { type, ...fields };
}

function limitRangeManifest(rng: Random, name: string, namespace: string): Json {
  const limits: Json[] = [];
  const kinds = rng.pick([['Container'], ['Container'], ['Pod'], ['Container', 'Pod'], ['Pod', 'Container']] as const);
  for (const t of kinds) limits.push(item(rng, t));
  return { apiVersion: 'v1', kind: 'LimitRange', metadata: { name, namespace }, spec: { limits } };
}

/** A container's requests and limits: none, one list, or both (a limit mostly at or above its request). */
function containerResources(rng: Random): Json {
  if (rng.chance(0.3)) return {};
  const requests: Record<string, string | number> = {};
  const limits: Record<string, string | number> = {};
  for (const name of resources(rng, 2)) {
    const [low, high] = ordered(rng, name, 2);
    const shape = rng.int(0, 3);
    if (shape !== 1) requests[name] = low![0];
    if (shape !== 0) limits[name] = (NO_OVERCOMMIT.has(name) ? low! : high!)[0];
  }
  return {
    ...(Object.keys(requests).length > 0 ? { requests } : {}),
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
  };
}

function container(rng: Random, name: string, alike: Json | undefined, sidecar: boolean): Json {
  const r = alike ?? containerResources(rng);
  return { name, image: 'registry.example/app:1', ...(sidecar ? { restartPolicy: 'Always' } : {}), resources: r };
}

function podLevel(rng: Random): Json | undefined {
  if (!rng.chance(0.15)) return undefined;
  const out: Record<string, Record<string, string | number>> = {};
  for (const name of ['cpu', 'memory']) {
    if (!rng.chance(0.7)) continue;
    const [low, high] = ordered(rng, name, 2).map((s) => (rng.chance(0.5) ? s : (POOLS[name]!.at(-1) ?? s)));
    if (rng.chance(0.7)) (out['requests'] ??= {})[name] = low![0];
    if (rng.chance(0.5)) (out['limits'] ??= {})[name] = high![0];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function limitRangeCase(rng: Random, id: string): Case {
  const namespace = 'team';
  const limitRanges = Array.from({ length: rng.int(1, 3) }, (_, i) => limitRangeManifest(rng, `lr-${String.fromCharCode(97 + i)}`, namespace));
  if (rng.chance(0.1)) limitRanges.push(limitRangeManifest(rng, 'elsewhere', 'other'));
  // Containers left alike (most often with no resources) get the same defaults: the same refusals.
  const alike = rng.chance(0.35) ? (rng.chance(0.6) ? {} : containerResources(rng)) : undefined;
  const containers = Array.from({ length: rng.int(1, 3) }, (_, i) =>
    container(rng, `c${i}`, alike !== undefined && rng.chance(0.8) ? alike : undefined, false),
  );
  const initContainers = Array.from({ length: rng.int(0, 2) }, (_, i) =>
    container(rng, `i${i}`, alike !== undefined && rng.chance(0.5) ? alike : undefined, rng.chance(0.4)),
  );
  const resources = podLevel(rng);
  const pod: Json = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace },
    spec: { containers, ...(initContainers.length > 0 ? { initContainers } : {}), ...(resources !== undefined ? { resources } : {}) },
  };
  return { id, kind: 'limitRange', limitRanges: rng.shuffle(limitRanges), pods: [pod] };
}
