/**
 * SHA-256 in hex, one shot. `crypto.hash` (Node 20.12 and later) skips the Hash object
 * `createHash` builds, about twice as fast on the short texts fingerprints are made of; older
 * Node 20 releases take the long way. Same bytes either way.
 */
import * as crypto from 'node:crypto';

const oneShot: ((algorithm: string, data: string, encoding: 'hex') => string) | undefined = typeof crypto.hash === 'function' ? crypto.hash : undefined;

export function sha256Hex(text: string): string {
  return oneShot !== undefined ? oneShot('sha256', text, 'hex') : crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}
