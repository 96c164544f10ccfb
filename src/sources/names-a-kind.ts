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

/** Whether a text writes an apiVersion and a kind. */
export function writesAKind(text: string): boolean {
  return /(?:^|[\n{,])\s*(?:-\s+)?["']?apiVersion["']?\s*:/.test(text) && /(?:^|[\n{,])\s*(?:-\s+)?["']?kind["']?\s*:/.test(text);
}
