/** The CLI's help text; the parser is src/run/command-line.ts (the Action's `args` input reads flags with it too). */
export { parseCommandLine, type Command } from '../run/command-line.ts';

export const HELP = `resizeguard — simulate Kubernetes in-place pod resizes and KEP-5836 resize preemption from manifests

Usage:
  resizeguard check [PATH ...] [flags]    PATH: file, directory, glob, or - for stdin (default ".")
  resizeguard init [--force]              write a commented starter .resizeguard.yaml
  resizeguard version                     print the version

Flags:
  -f, --format FORMAT                     text (default), json, sarif, markdown, github or junit; repeatable
  -o, --output FILE                       write the matching --format to FILE (repeat in pairs); - is standard
                                          output, and a format name (-o json) is that format on standard output
  -c, --config FILE                       config file (default: .resizeguard.yaml, searched up to the git root)
      --feature-gates NAME=BOOL[,...]     default InPlacePodVerticalScalingSchedulerPreemption=true
      --fail-on error|warning|none        lowest severity that fails the run (default error)
      --placement spread|binpack          scoring for simulated placement (default spread)
      --scenario limits|vpa-max|hpa-max   also simulate a generated scenario; repeatable
      --no-inline-ignore                  ignore resizeguard.dev/ignore annotations
      --baseline FILE                     findings recorded in FILE do not fail the run
      --write-baseline FILE               record every current finding in FILE
  -v, --verbose                           text: every resize, placement and finding (default: grouped by
                                          workload, what is not Completed first, at most 50 findings)
      --explain NAMESPACE/NAME            the scheduler's decisions for a pod or each replica of a workload: every
                                          node's filters and score, the tie-break, the victims chosen and those
                                          reprieved, the timeline (on stderr when a machine format goes to stdout)
      --base REF                          compare with the manifests at git REF: report what the change makes new
      --base-file FILE                    the same, the base revision's manifests read from FILE (rendered
                                          output, for "check -")
      --cluster FILE|-                    the same, a live cluster's snapshot (kubectl get -o json|yaml) as the
                                          base: the repository's manifests land on the pods that run
      --no-progress                       no progress on stderr (default: a status line on a terminal after
                                          a second, a line per phase with its time in CI, nothing in a pipe)
  -h, --help                              show this help
  -V, --version                           print the version

Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage, config or input error, 3 internal error.

Examples:
  resizeguard check examples/kind-demo
  resizeguard check k8s/ --format json --output report.json --format sarif --output report.sarif
  kubectl get nodes,pods,pdb,priorityclasses -A -o json | resizeguard check -
  resizeguard check . --feature-gates InPlacePodVerticalScalingSchedulerPreemption=false
  resizeguard check . --base origin/main --format markdown
  helm template chart | resizeguard check - --base-file base-rendered.yaml
  resizeguard check k8s/ --cluster snapshot.json

Rules and their documentation: examples/rules/<rule-id>/README.md
`;
