/**
 * An Argo CD Application's Helm source as a render request: its value files (globs, "/" from the
 * repository root, "$<ref>/…" from a ref source's repository), inline values (valuesObject in
 * place of values), parameters (--set, --set-string with forceString), file parameters
 * (--set-file) and capabilities, as the repo server templates it (reposerver repository.go
 * helmTemplate, getResolvedValueFiles; util/helm cmd.go).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isObject, obj, str, type JsonObject } from '../core/fields.ts';
import type { PathSegment } from '../load/document.ts';
import { readValues } from '../load/read-values.ts';
import { expandGlob, isGlobPath } from './argo-glob.ts';
import { otherRevision } from './argo-revision.ts';
import { isOtherRepository, otherRepositoryText } from './git-repository.ts';
import type { GitopsContext } from './gitops.ts';
import type { RenderRequest, RenderVia } from './types.ts';

type Obj = JsonObject;
const isObj = isObject;

/** Why a source is not rendered, and where in it. */
export type Unsourced = { readonly at: readonly PathSegment[]; readonly why: string };

/** The render of a Helm source `helm` (its `helm` field) whose chart is the folder `dir` of the repository at `root`. */
export function argoHelmRequest(
  via: RenderVia,
  helm: Obj,
  { dir, root }: { dir: string; root: string },
  destination: string | undefined,
  refs: ReadonlyMap<string, Obj>,
  ctx: GitopsContext,
): RenderRequest | Unsourced {
  const ns = destination !== undefined ? { defaultNamespace: destination } : {};
  const resolved = argoValueFiles(helm, dir, root, refs, ctx);
  if ('why' in resolved) return resolved;
  // Argo CD fails on a missing file unless told to go on without it.
  const valueFiles = resolved.files.filter((f) => helm['ignoreMissingValueFiles'] !== true || existsSync(f));
  const values: unknown[] = [];
  const text = str(helm['values']);
  // valuesObject, when set, is the inline values and `values` is not read (v1alpha1 values.go
  // ApplicationSourceHelm.ValuesYAML): the two are not merged.
  if (helm['valuesObject'] !== undefined && helm['valuesObject'] !== null) {
    if (isObj(helm['valuesObject'])) values.push(helm['valuesObject']);
  } else if (text !== undefined) {
    // Argo CD writes the string to a file for `helm template -f` (reposerver repository.go
    // helmTemplate, v1alpha1 values.go ValuesYAML): read as Helm reads a values file.
    const read = readValues(text, 'all');
    if ('error' in read)
      return { at: ['helm', 'values'], why: `its helm.values cannot be read as Helm reads values (${read.error}), so Argo CD fails to render it` };
    values.push(read.values);
  }
  const fileParameters = argoFileParameters(helm, dir, root, refs, ctx);
  if ('why' in fileParameters) return fileParameters;
  // A parameter with forceString is a --set-string (reposerver repository.go helmTemplate).
  const parameters = (Array.isArray(helm['parameters']) ? helm['parameters'].map(obj) : [])
    .filter((p) => typeof p['name'] === 'string')
    .map(
      (p) =>
        [
          String(p['name']),
          setValue(typeof p['value'] === 'string' || typeof p['value'] === 'number' || typeof p['value'] === 'boolean' ? String(p['value']) : ''),
          p['forceString'] === true,
        ] as const,
    );
  const set = parameters.filter((p) => !p[2]).map(([name, value]) => [name, value] as const);
  const setString = parameters.filter((p) => p[2]).map(([name, value]) => [name, value] as const);
  return {
    kind: 'helm',
    dir,
    releaseName: str(helm['releaseName']) ?? via.name,
    // helm.namespace, else the destination's (reposerver repository.go helmTemplate: templateOpts.Namespace).
    namespace: str(helm['namespace']) || (destination ?? 'default'),
    ...ns,
    ...(valueFiles.length > 0 ? { valuesFiles: valueFiles } : {}),
    ...(values.length > 0 ? { values } : {}),
    ...(set.length > 0 ? { set } : {}),
    ...(setString.length > 0 ? { setString } : {}),
    ...(fileParameters.pairs.length > 0 ? { setFile: fileParameters.pairs } : {}),
    ...argoCapabilities(helm),
    via,
  };
}

/**
 * A chart source's helm.valueFiles as files of this checkout, globs expanded, or why one is not
 * here. "$<ref>/…" is a path from the root of the repository of the source whose `ref` names it
 * (reposerver repository.go getResolvedValueFiles, getReferencedSource, getResolvedRefValueFile).
 */
function argoValueFiles(helm: Obj, dir: string, root: string, refs: ReadonlyMap<string, Obj>, ctx: GitopsContext): { files: string[] } | Unsourced {
  const resolved: { file: string; at: readonly PathSegment[]; entry: string }[] = [];
  const listed = Array.isArray(helm['valueFiles']) ? helm['valueFiles'] : [];
  for (const [k, f] of listed.entries()) {
    if (typeof f !== 'string') continue;
    const at = ['helm', 'valueFiles', k];
    const one = argoSourceFile(f, 'value file', at, dir, root, refs, ctx);
    if ('why' in one) return one;
    resolved.push({ file: one.file, at, entry: f });
  }
  // A glob is expanded in lexical order, leaving out the files listed on their own, which keep
  // their place; a file is merged once, where it first comes (getResolvedValueFiles, isGlobPath).
  const explicit = new Set(resolved.filter((r) => !isGlobPath(r.file)).map((r) => r.file));
  const files = new Set<string>();
  for (const r of resolved) {
    if (!isGlobPath(r.file)) {
      files.add(r.file);
      continue;
    }
    const matches = expandGlob(r.file);
    if (matches.length === 0) {
      if (helm['ignoreMissingValueFiles'] === true) continue;
      return { at: r.at, why: `its value file glob ${JSON.stringify(r.entry)} matches no file, which Argo CD refuses unless ignoreMissingValueFiles is set` };
    }
    for (const m of matches) if (!explicit.has(m)) files.add(m);
  }
  return { files: [...files] };
}

/**
 * A file an Argo CD source names (a value file, a file parameter's path) as a file of this
 * checkout: from the source's folder, from the repository root with "/", or "$<ref>/…" from the
 * root of the repository of the source whose `ref` names it.
 */
function argoSourceFile(
  f: string,
  what: string,
  at: readonly PathSegment[],
  dir: string,
  root: string,
  refs: ReadonlyMap<string, Obj>,
  ctx: GitopsContext,
): { file: string } | Unsourced {
  if (!f.startsWith('$')) return { file: valueFilePath(f, dir, root) };
  const name = f.split('/')[0]!;
  const ref = refs.get(name);
  if (ref === undefined)
    return { at, why: `its ${what} ${JSON.stringify(f)} names the source ${JSON.stringify(name)}, and no source of it has ref: ${name.slice(1)}` };
  const repoURL = str(ref['repoURL']) ?? '';
  if (isOtherRepository(repoURL, ctx.remotes))
    return {
      at,
      why: `its ${what} ${JSON.stringify(f)} comes from the source ref ${JSON.stringify(name.slice(1))}, ${otherRepositoryText(repoURL)}`,
    };
  const revision = otherRevision(ref['targetRevision'], ctx.branches);
  if (revision !== undefined) return { at, why: `its ${what} ${JSON.stringify(f)} comes from the source ref ${JSON.stringify(name.slice(1))}, ${revision}` };
  return { file: valueFilePath(f.slice(name.length), dir, root) };
}

/**
 * helm.fileParameters as --set-file pairs: each path read as a value file's is, `$<ref>/…` too,
 * and refused outside the repository (reposerver repository.go helmTemplate, FileParameters;
 * util/io/path resolved.go resolveFileOrDirectory).
 */
function argoFileParameters(
  helm: Obj,
  dir: string,
  root: string,
  refs: ReadonlyMap<string, Obj>,
  ctx: GitopsContext,
): { pairs: (readonly [string, string])[] } | Unsourced {
  const pairs: (readonly [string, string])[] = [];
  const listed = Array.isArray(helm['fileParameters']) ? helm['fileParameters'] : [];
  for (const [k, p] of listed.entries()) {
    const name = str(obj(p)['name']);
    const file = str(obj(p)['path']);
    if (name === undefined || file === undefined) continue;
    const at = ['helm', 'fileParameters', k, 'path'];
    const resolved = argoSourceFile(file, 'file parameter', at, dir, root, refs, ctx);
    if ('why' in resolved) return resolved;
    if (!ctx.repositoryRoots.some((r) => resolved.file === r || resolved.file.startsWith(r + path.sep)))
      return { at, why: `its file parameter ${JSON.stringify(name)} reads ${JSON.stringify(file)}, outside the repository, which Argo CD refuses` };
    pairs.push([name, setValue(resolved.file)]);
  }
  return { pairs };
}

/** A --set value as Argo CD passes it: a comma not already escaped is escaped, unless the value is a `{…}` list (util/helm cmd.go cleanSetParameters). */
function setValue(value: string): string {
  return value.startsWith('{') && value.endsWith('}') ? value : value.replace(/(?<!\\),/g, '\\,');
}

/**
 * A value file of the chart's repository: a path from the chart's folder, or from the repository
 * root when it starts with "/" (Argo CD util/io/path resolved.go ResolveValueFilePathOrUrl,
 * resolveFileOrDirectory: an absolute path is joined to the repository root, never the machine's).
 */
function valueFilePath(file: string, dir: string, root: string): string {
  return file.startsWith('/') ? path.join(root, file) : path.resolve(dir, file);
}

/** An Application's helm.apiVersions and helm.kubeVersion: Argo CD templates with them instead of the cluster's. */
function argoCapabilities(helm: Obj): { apiVersions?: string[]; kubeVersion?: string } {
  const listed = Array.isArray(helm['apiVersions']) ? helm['apiVersions'].filter((v): v is string => typeof v === 'string' && /^[^\s,]+$/.test(v)) : [];
  const kubeVersion = str(helm['kubeVersion']);
  return {
    ...(listed.length > 0 ? { apiVersions: listed } : {}),
    ...(kubeVersion !== undefined && /^v?\d+\.\d+(\.\d+)?$/.test(kubeVersion) ? { kubeVersion } : {}),
  };
}
