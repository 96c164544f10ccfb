/**
 * manifestRead cases: a Pod written in YAML whose containers' resources are spelled every way a
 * repository may spell them (go-yaml's numbers, quoted quantities with spaces, quantities without
 * digits, extended resources and hugepages, requests above limits), read as kubectl and the API
 * server read it.
 */
import type { Case } from './cases.ts';
import type { Random } from './random.ts';

/** Mostly cpu and memory; now and then a name the API server takes only under its rules, or not at all. */
const COMMON = ['cpu', 'memory', 'ephemeral-storage'];
const RARE = ['nvidia.com/gpu', 'hugepages-2Mi', 'example.com/foo', 'storage', 'foo'];

/** Plain scalars: numbers go-yaml reads otherwise than YAML 1.2, and common quantities. */
const PLAIN = [
  '010',
  '1_000',
  '0b11',
  '0X1F',
  '-0x10',
  '089',
  '07.5',
  '1e3',
  '0.5',
  '2',
  '0',
  '00',
  '1_0.5',
  '+1',
  '-1',
  '.5',
  '5.',
  '0o17',
  '1_e3',
  '8',
  '12',
  '500m',
  '1Gi',
  '64Mi',
  '1k',
  '1M',
  '2e3m',
  'Gi',
  'm',
  '1.5Gi',
  '100m',
  '0.5Ki',
  '1_000Mi',
  '1.5e-3',
  '2Mi',
  '4Mi',
  '3Mi',
  '250m',
  'e3',
  '+Mi',
  '1.5',
  '1G',
];

/** Texts written quoted: what only quoting can give (spaces, empty, a lone sign). */
const QUOTED = [' 64Mi ', '64Mi', '\u00a01', '\t1', '1 ', '+.', '-', '.', 'e3', '010', '1_000', '', '2Mi ', '\u3000500m', '1\u00a0'];

function doubleQuoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t')}"`;
}

function spelled(rng: Random): string {
  const r = rng.next();
  if (r < 0.6) return rng.pick(PLAIN);
  const text = r < 0.8 ? rng.pick(QUOTED) : rng.pick(PLAIN);
  return rng.chance(0.5) || text.includes('\t') || text.includes("'") ? doubleQuoted(text) : `'${text}'`;
}

function names(rng: Random): string[] {
  const out = rng.shuffle(COMMON).slice(0, rng.int(1, 2));
  if (rng.chance(0.2)) out.push(rng.pick(RARE));
  return out;
}

/** A container's lists: the same names in both, in most cases, so requests meet limits. */
function lists(rng: Random): string[] {
  const named = names(rng);
  const out: string[] = [];
  const requests = rng.chance(0.8) ? named.filter(() => rng.chance(0.85)) : [];
  const limits = rng.chance(0.6) ? named.filter(() => rng.chance(0.85)) : [];
  if (requests.length > 0) out.push('      requests:', ...requests.map((n) => `        ${n}: ${spelled(rng)}`));
  if (limits.length > 0) out.push('      limits:', ...limits.map((n) => `        ${n}: ${spelled(rng)}`));
  return out.length > 0 ? out : ['      requests: {cpu: 100m}'];
}

export function manifestReadCase(rng: Random, id: string): Case {
  const lines = ['apiVersion: v1', 'kind: Pod', 'metadata:', '  name: p', '  namespace: default', 'spec:', '  containers:'];
  const containers = rng.int(1, 3);
  for (let i = 0; i < containers; i++) {
    lines.push(`  - name: c${i}`, '    image: registry.example/app:1', '    resources:', ...lists(rng));
  }
  return { id, kind: 'manifestRead', text: `${lines.join('\n')}\n` };
}
