/**
 * Whether a file or text writes a Kubernetes object (an apiVersion and a kind), read from its start
 * only: enough to tell a manifest from an Ansible playbook, a values file or a dashboard's JSON.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** How much of a file says whether it names a kind: one buffer, reused for every file sniffed. */
const sniffBuffer = Buffer.alloc(256 * 1024);

/** Whether a file writes an apiVersion and a kind (an Ansible playbook or a values file beside a kustomization does not). */
export function namesAKind(file: string): boolean {
  let text: string;
  try {
    const fd = openSync(file, 'r');
    try {
      text = sniffBuffer.toString('utf8', 0, readSync(fd, sniffBuffer, 0, sniffBuffer.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  return writesAKind(text);
}

/**
 * Whether a text writes an apiVersion and a kind: in JSON, anywhere (a List's items are objects
 * too); in YAML, as keys of a document's root mapping, which is what the loader reads as an object.
 * A values file's `extraObjects:` list of manifests (a chart's `ci/*-values.yaml`) writes them
 * nested: it is no manifest.
 */
export function writesAKind(text: string): boolean {
  const first = /\S/.exec(text);
  if (first !== null && (first[0] === '{' || first[0] === '[')) return JSON_API_VERSION.test(text) && JSON_KIND.test(text);
  return text.split(DOCUMENT_START).some(rootWritesAKind);
}

const JSON_API_VERSION = /(?:^|[\n{,])\s*["']?apiVersion["']?\s*:/;
const JSON_KIND = /(?:^|[\n{,])\s*["']?kind["']?\s*:/;
/** A line of `---` (with a comment or content after it) starts a document; `...` ends one. */
const DOCUMENT_START = /^(?:---|\.\.\.)(?=[ \t]|\r?$)/m;

/** Whether one YAML document's root mapping has both keys: at the indentation of its first line of content. */
function rootWritesAKind(document: string): boolean {
  // YAML indents with spaces only.
  const content = /^( *)[^\s#%]/m.exec(document);
  if (content === null) return false;
  const indent = content[1]!;
  const key = (name: string): RegExp => new RegExp(`^${indent}(["']?)${name}\\1[ \\t]*:(?:[ \\t]|\\r?$)`, 'm');
  return key('apiVersion').test(document) && key('kind').test(document);
}
