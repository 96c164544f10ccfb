/**
 * Sources written in a configuration language that renders manifests, which resizeguard does not
 * evaluate: Dhall (dhall-to-yaml, dhall-lang/dhall-haskell dhall-yaml), Jsonnet (google/jsonnet,
 * go-jsonnet cmd/jsonnet) and CUE (cue-lang/cue cmd/cue `cue export`). The objects they make are
 * not simulated, so each folder holding such entry points is one `input/not-rendered` finding at
 * its first file, naming how many files of which language and the command that renders them.
 *
 * Not every such file makes objects. A library is not said: `.libsonnet` by name, and a Dhall or
 * Jsonnet file another one imports (its importer is the entry point). Nor is a file that plainly
 * makes no Kubernetes object: neither it nor what it imports locally (followed a few levels)
 * writes `apiVersion` or imports a Kubernetes library (a path naming k8s, kube, ksonnet, kausal or
 * k.libsonnet); the Jsonnet of a monitoring mixin renders Grafana dashboards and Prometheus
 * rules, not workloads. A warning by default; an info when a build file beside the source or
 * above it (a Makefile, a shell script, a justfile) runs the renderer on the file into an output
 * the repository holds: that output is a manifest read as any other.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { someNamed } from '../core/arrays.ts';
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';

interface Language {
  readonly name: string;
  /** The command that renders `file` (display path), shown to the reader. */
  readonly command: (file: string) => string;
  /** The program a build file runs to render it, first on a command. */
  readonly program: RegExp;
  /** The paths the text imports (local files, remote URLs, packages). */
  readonly imports: (text: string) => string[];
}

const LANGUAGES: Readonly<Record<string, Language>> = {
  '.dhall': {
    name: 'Dhall',
    command: (file) => `dhall-to-yaml --documents --file ${file}`,
    program: /(?:^|[\s;|&(])dhall-to-(?:yaml|yaml-ng|json)\s/,
    // dhall-lang standard/imports.md: a local import is a path that starts ./ ../ / or ~/, a remote one a URL.
    imports: (text) => [...text.matchAll(/(?:^|[\s(=,[{:])((?:\.\.?\/|~\/)[^\s)\]},]+|https?:\/\/[^\s)\]},]+)/g)].map((m) => m[1]!),
  },
  '.jsonnet': {
    name: 'Jsonnet',
    command: (file) => `jsonnet ${file}`,
    program: /(?:^|[\s;|&(])(?:jsonnet|tk|tanka)\s/,
    // go-jsonnet: import, importstr and importbin take a string literal.
    imports: (text) => [...text.matchAll(/\bimport(?:str|bin)?\s*(['"])([^'"]+)\1/g)].map((m) => m[2]!),
  },
  '.cue': {
    name: 'CUE',
    command: (file) => `cue export ${path.posix.dirname(file) === '.' ? '.' : `./${path.posix.dirname(file)}`} --out yaml`,
    program: /(?:^|[\s;|&(])(?:cue|timoni)\s/,
    imports: (text) =>
      [...text.matchAll(/\bimport\s*(?:\(([^)]*)\)|((?:[\w.]+\s+)?"[^"]+"))/g)].flatMap((m) =>
        [...(m[1] ?? m[2] ?? '').matchAll(/"([^"]+)"/g)].map((q) => q[1]!),
      ),
  },
};

/** The extensions searched for (io/discover.ts discoverOtherSources). */
export const OTHER_LANGUAGE_EXTENSIONS: readonly string[] = Object.keys(LANGUAGES);

/** A path an import names that is a Kubernetes library (dhall-kubernetes, k8s-libsonnet, ksonnet-util's kausal, kube-prometheus, k8s.io/api). */
const KUBERNETES_IMPORT = /k8s|kube|ksonnet|kausal|(?:^|\/)k\.libsonnet$/i;
/** Far past a real library's nesting; a bound on an import loop. */
const MAX_IMPORT_DEPTH = 4;

/** Build files whose commands render the sources (make's default names, just's, shell scripts). */
const BUILD_FILE = /^(?:GNUmakefile|makefile|Makefile|justfile|Justfile|.*\.sh)$/;
/** An output a command writes: `> file`, `-o file`, `--output file`, jsonnet's `-m dir`. */
const OUTPUT = /(?:>|\s-o|\s--output(?:-file)?|\s-m|\s--multi)\s*=?\s*["']?([^\s"';|&)]+)/g;

interface OtherSourceOptions {
  /** Absolute path -> path shown in findings. */
  readonly display: (absolute: string) => string;
  /** Folders a GitOps object already says are not rendered (an Argo CD directory source's Jsonnet). */
  readonly covered: (file: string) => boolean;
  /** The top of the search for build files (the working directory, or the checkout). */
  readonly top: string;
}

/** One finding per folder holding Dhall, Jsonnet or CUE entry points (`files`: absolute, sorted). */
export function otherLanguageFindings(files: readonly string[], options: OtherSourceOptions): Diagnostic[] {
  const texts = new Map<string, string>();
  const read = (f: string): string => {
    let text = texts.get(f);
    if (text === undefined) {
      try {
        text = readFileSync(f, 'utf8');
      } catch {
        text = '';
      }
      texts.set(f, text);
    }
    return text;
  };
  const imported = new Set(files.flatMap((f) => localImports(f, read(f))));
  const entries = files.filter((f) => !imported.has(f) && !options.covered(f) && makesObjects(f, read, 0, new Set()));
  const folders = new Map<string, string[]>();
  for (const f of entries) folders.set(path.dirname(f), [...(folders.get(path.dirname(f)) ?? []), f]);
  const builds = new BuildFiles(options.top);
  return [...folders.values()].map((list) => folderFinding(list, builds, options.display));
}

function language(file: string): Language {
  return LANGUAGES[path.extname(file)]!;
}

/** The files `file` imports that exist on disk, relative to its folder (as Dhall and Jsonnet resolve them first). */
function localImports(file: string, text: string): string[] {
  return language(file)
    .imports(text)
    .filter((p) => !/^[a-z]+:\/\//i.test(p) && !p.startsWith('~'))
    .map((p) => path.resolve(path.dirname(file), p))
    .filter((p) => p !== file && existsSync(p));
}

/** Whether `file`, or a file it imports locally, writes `apiVersion` or imports a Kubernetes library. */
function makesObjects(file: string, read: (f: string) => string, depth: number, seen: Set<string>): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = read(file);
  if (/\bapiVersion\b/.test(text)) return true;
  // A local import is read in its importer's language (a .libsonnet is Jsonnet); other files are data.
  const lang = LANGUAGES[path.extname(file) === '.libsonnet' ? '.jsonnet' : path.extname(file)];
  if (lang === undefined) return false;
  const imports = lang.imports(text);
  if (imports.some((p) => KUBERNETES_IMPORT.test(p))) return true;
  if (depth >= MAX_IMPORT_DEPTH) return false;
  return imports
    .filter((p) => !/^[a-z]+:\/\//i.test(p))
    .map((p) => path.resolve(path.dirname(file), p))
    .some((p) => existsSync(p) && makesObjects(p, read, depth + 1, seen));
}

function folderFinding(files: readonly string[], builds: BuildFiles, display: (absolute: string) => string): Diagnostic {
  const byLanguage = new Map<Language, string[]>();
  for (const f of files) byLanguage.set(language(f), [...(byLanguage.get(language(f)) ?? []), f]);
  const counted = [...byLanguage].map(([l, list]) => `${list.length} ${l.name} file${list.length === 1 ? '' : 's'}`).join(' and ');
  const one = files.length === 1;
  const names = someNamed(files.map((f) => path.basename(f)));
  const folder = display(path.dirname(files[0]!));
  const outputs = files.map((f) => builds.outputOf(f, language(f)));
  const head = `${JSON.stringify(folder)} holds ${counted} that ${one ? 'is' : 'are'} not read (${names}): resizeguard reads YAML and JSON manifests`;
  if (outputs.every((o) => o !== undefined)) {
    const shown = [...new Set(outputs.map((o) => `${display(o.output)}, written by ${display(o.build)}`))];
    return {
      ruleId: 'input/not-rendered',
      severity: 'info',
      message: `${head}; the repository holds ${one ? 'its' : 'their'} rendered output (${someNamed(shown)}), which is read in ${one ? 'its' : 'their'} place`,
      file: display(files[0]!),
      range: START_OF_FILE,
    };
  }
  const commands = [...byLanguage].map(([l, list]) => `\`${l.command(display(list[0]!))}\``).join(', ');
  return {
    ruleId: 'input/not-rendered',
    severity: 'warning',
    message: `${head}, so the objects ${one ? 'it makes' : 'they make'} are not simulated; render ${one ? 'it' : 'them'} (${commands}) and check the output`,
    file: display(files[0]!),
    range: START_OF_FILE,
  };
}

/** The build files in a folder and the folders above it up to `top`, each folder listed once. */
class BuildFiles {
  private readonly known = new Map<string, { path: string; text: string }[]>();
  constructor(private readonly top: string) {}

  /** The output, present in the repository, that a build file's command renders `file` into. */
  outputOf(file: string, lang: Language): { output: string; build: string } | undefined {
    for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
      for (const build of this.in(dir)) {
        const output = renderedOutput(build, file, lang);
        if (output !== undefined) return { output, build: build.path };
      }
      if (dir === this.top || path.dirname(dir) === dir || path.relative(this.top, dir).startsWith('..')) return undefined;
    }
  }

  private in(dir: string): { path: string; text: string }[] {
    let list = this.known.get(dir);
    if (list === undefined) {
      list = [];
      try {
        for (const e of readdirSync(dir, { withFileTypes: true }))
          if (e.isFile() && BUILD_FILE.test(e.name)) list.push({ path: path.join(dir, e.name), text: readFileSync(path.join(dir, e.name), 'utf8') });
      } catch {
        // An unreadable folder holds no build file read here.
      }
      this.known.set(dir, list);
    }
    return list;
  }
}

/** The existing output of a command in `build` that runs `lang`'s renderer on `file` (named by its name). */
function renderedOutput(build: { path: string; text: string }, file: string, lang: Language): string | undefined {
  const name = path.basename(file);
  for (const line of build.text.split('\n')) {
    if (!line.includes(name) || !lang.program.test(line)) continue;
    for (const m of line.matchAll(OUTPUT)) {
      const output = path.resolve(path.dirname(build.path), m[1]!);
      if (existsSync(output)) return output;
    }
  }
  return undefined;
}
