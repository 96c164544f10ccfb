/** One sentence on what a run read, rendered and left out (text and markdown reports). */
import type { Coverage } from '../pipeline/types.ts';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function coverageSentence(c: Coverage | undefined): string | undefined {
  if (c === undefined) return undefined;
  const objects = [...c.objects.values()].reduce((a, b) => a + b, 0);
  const parts = [`read ${plural(objects, 'object')} of ${plural(c.objects.size, 'kind')}`];
  if (c.rendered.length > 0) {
    const by = (kind: string): number => c.rendered.filter((r) => r.kind === kind).length;
    const kinds = [
      ['kustomize', 'Kustomize root'],
      ['helm', 'Helm chart'],
      ['directory', 'folder'],
    ]
      .filter(([k]) => by(k!) > 0)
      .map(([k, word]) => plural(by(k!), word!))
      .join(', ');
    parts.push(`rendered ${kinds}`);
  }
  if (c.notSimulated.length > 0) {
    // One count per kind: the JSON report has an entry per reason (a Helm hook Job, an Argo CD hook Job).
    const byKind = new Map<string, number>();
    for (const n of c.notSimulated) byKind.set(n.kind, (byKind.get(n.kind) ?? 0) + n.count);
    parts.push(`not simulated: ${[...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ')} (coverage.notSimulated in the JSON report says why)`);
  }
  return parts.join('; ');
}
