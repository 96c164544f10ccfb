/**
 * Flux's post-build variable substitution (kustomize-controller `postBuild.substitute`, as
 * drone/envsubst reads it): `${VAR}`, `${VAR:=default}`, `${VAR:-default}`; `$${VAR}` stays a
 * literal `${VAR}`. A variable with no value and no default becomes empty.
 */
export function substituteVariables(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(
    /\$(\$)?\{([A-Za-z_][A-Za-z0-9_]*)(?::?[=-]([^}]*))?\}/g,
    (whole, escaped: string | undefined, name: string, fallback: string | undefined) => {
      if (escaped !== undefined) return whole.slice(1);
      const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
      return value !== undefined && value !== '' ? value : (fallback ?? '');
    },
  );
}

/** The annotation or label by which a resource opts out of post-build substitution. */
const DISABLED = /^[ \t]+kustomize\.toolkit\.fluxcd\.io\/substitute:[ \t]*["']?disabled["']?[ \t]*$/m;

/**
 * substituteVariables on each object of a multi-document build output, as kustomize-controller
 * substitutes resource by resource, except those that opt out with the
 * `kustomize.toolkit.fluxcd.io/substitute: disabled` annotation or label.
 */
export function substituteResources(text: string, vars: Readonly<Record<string, string>>): string {
  return text
    .split(/^(?=---\s*$)/m)
    .map((doc) => (DISABLED.test(doc) ? doc : substituteVariables(doc, vars)))
    .join('');
}
