/**
 * The name helm-controller installs a HelmRelease's release under: `spec.releaseName`, else
 * `<targetNamespace>-<name>` when it sets a target namespace, else its name; shortened when it is
 * longer than Helm allows (53 characters) to its first 40 characters, a hyphen and the first 12 hex
 * digits of its SHA-256, so `payments-production-customer-notification-dispatcher-worker` installs
 * where `helm template` given the long name refuses it.
 *
 * Upstream: fluxcd/helm-controller api/v2 helmrelease_types.go GetReleaseName;
 * internal/release/name.go ShortenName (what internal/action/install.go newInstall and upgrade.go
 * Upgrade pass to Helm).
 */
import { createHash } from 'node:crypto';

/** Helm's limit on a release name (helm.sh/helm/v3 pkg/chartutil validate_name.go maxReleaseNameLen). */
const MAX_LENGTH = 53;
const SHORT_HASH_LENGTH = 12;

export function fluxReleaseName(name: string, releaseName: string | undefined, targetNamespace: string | undefined): string {
  const full =
    releaseName !== undefined && releaseName !== ''
      ? releaseName
      : targetNamespace !== undefined && targetNamespace !== ''
        ? `${targetNamespace}-${name}`
        : name;
  return shortenName(full);
}

/** release.ShortenName: lengths in bytes, as Go's len counts them. */
export function shortenName(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length <= MAX_LENGTH) return name;
  const sum = createHash('sha256').update(bytes).digest('hex');
  return `${bytes.subarray(0, MAX_LENGTH - (SHORT_HASH_LENGTH + 1)).toString('utf8')}-${sum.slice(0, SHORT_HASH_LENGTH)}`;
}
