/** Whether node was given an argument matching `pattern`, on its command line (execArgv) or in NODE_OPTIONS. */
export function nodeArgumentGiven(execArgv: readonly string[], nodeOptions: string | undefined, pattern: RegExp): boolean {
  return [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((a) => pattern.test(a));
}
