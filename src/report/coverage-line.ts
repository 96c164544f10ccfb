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
  if (c.notSimulated.length > 0)
    parts.push(`not simulated: ${c.notSimulated.map((n) => `${n.count} ${n.kind}`).join(', ')} (coverage.notSimulated in the JSON report says why)`);
  return parts.join('; ');
}
