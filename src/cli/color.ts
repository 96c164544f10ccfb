/**
 * Whether the text report is coloured: on a terminal unless NO_COLOR is set (no-color.org), and
 * wherever FORCE_COLOR asks for it (a CI log that renders ANSI, such as GitHub Actions'), unless
 * it is "0" or "false".
 */
export function colorWanted(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return isTTY && (env['NO_COLOR'] ?? '') === '';
}
