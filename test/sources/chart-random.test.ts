/**
 * A chart whose templates call sprig's random functions renders the same in every run
 * (src/sources/chart-random.ts): in the copy that is rendered, inside actions only, the calls draw
 * from the digest of the chart's inputs, so names and pod-template hashes (a checksum of a Secret
 * with a generated password) and with them the report are the same twice, and other once the
 * inputs change, as helm upgrade draws new values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withSeededRandom } from '../../src/sources/chart-random.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

/** A seed, as helm-inputs.ts digests a chart's inputs. */
const SEED = '0123456789abcdef'.repeat(4);
const withConstantRandom = (text: string): string => withSeededRandom(text, SEED);

describe('withSeededRandom', () => {
  it('replaces each random function called in an action by one of the same arguments that answers from the seed', () => {
    const cases: [string, string][] = [
      ['{{ randAlphaNum 5 | lower }}', '{{ include "resizeguard.alnum" 5 | lower }}'],
      ['{{- printf "%s-%s" .Release.Name (randNumeric 3) -}}', '{{- printf "%s-%s" .Release.Name (include "resizeguard.numeric" 3) -}}'],
      ['{{ randInt 1 9 }} {{ uuidv4 | quote }}', '{{ min 1 9 }} {{ "01234567-89ab-4def-8123-456789abcdef" | quote }}'],
      ['{{ now | date "2006" }}', '{{ (toDate "2006-01-02T15:04:05Z07:00" "2000-08-08T22:25:43Z") | date "2006" }}'],
      ['{{ $p := randAlpha 8 }}{{ $p }}', '{{ $p := include "resizeguard.alnum" 8 }}{{ $p }}'],
      [
        '{{ genPrivateKey "rsa" }} {{ htpasswd .Values.user .Values.password }}',
        '{{ printf "resizeguard-0123456789abcdef-%s-key" "rsa" }} {{ printf "%s:%s" .Values.user .Values.password }}',
      ],
    ];
    for (const [text, want] of cases) assert.equal(withConstantRandom(text), want, text);
  });

  it('replaces a generated certificate, its arguments and all, by a map of a .Cert and a .Key of the seed', () => {
    const ca = '(dict "Cert" "resizeguard-certificate-0123456789abcdef" "Key" "resizeguard-key-0123456789abcdef")';
    assert.equal(
      withConstantRandom(
        '{{- $ca := genCA "webhook-ca" 365 -}}{{ $c := genSignedCert (include "x" .) nil (list "a" (printf "%s.svc" .Release.Namespace)) 365 $ca }}',
      ),
      `{{- $ca := ${ca} -}}{{ $c := ${ca} }}`,
    );
    assert.equal(withConstantRandom('{{ (genSelfSignedCert "a" nil nil 365).Cert | b64enc }}'), `{{ (${ca}).Cert | b64enc }}`);
    // Too few arguments: helm refuses the call, and so it is left.
    assert.equal(withConstantRandom('{{ genCA "x" }}'), '{{ genCA "x" }}');
  });

  it('leaves alone what only looks like a call: text outside actions, literals, comments, fields, variables, longer names', () => {
    for (const text of [
      'now randAlphaNum 5',
      '{{ "now" }} {{ `randAlphaNum` }} {{ \'n\' }} {{ "a\\"now" }}',
      '{{/* now */}} {{- /* randInt 1 2 */ -}}',
      '{{ .Values.now }} {{ $now }} {{ .now.randInt }} {{ nowhere }} {{ randAlphaNumeric }}',
      '{{ "}}" }} now',
    ])
      assert.equal(withConstantRandom(text), text, text);
  });
});

const CHART = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\n',
  'chart/templates/secret.yaml': `apiVersion: v1
kind: Secret
metadata:
  name: {{ .Release.Name }}-auth
stringData:
  password: {{ randAlphaNum 16 | quote }}
`,
  'chart/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
      annotations:
        checksum/secret: {{ include (print $.Template.BasePath "/secret.yaml") . | sha256sum }}
        checksum/webhook: {{ include (print $.Template.BasePath "/webhook-cert.yaml") . | sha256sum }}
    spec:
      containers:
        - name: web
          image: nginx
          resources: {requests: {cpu: 100m, memory: 64Mi}}
`,
  'chart/templates/webhook-cert.yaml': `{{- $ca := genCA "webhook-ca" 365 -}}
{{- $cert := genSignedCert "webhook" nil (list (printf "webhook.%s.svc" .Release.Namespace)) 365 $ca -}}
apiVersion: v1
kind: Secret
metadata:
  name: {{ .Release.Name }}-webhook-cert
data:
  tls.crt: {{ $cert.Cert | b64enc }}
  tls.key: {{ $cert.Key | b64enc }}
  ca.crt: {{ $ca.Cert | b64enc }}
`,
  'chart/templates/job.yaml': `apiVersion: batch/v1
kind: Job
metadata:
  name: {{ .Release.Name }}-migrate-{{ randAlphaNum 5 | lower }}
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: migrate
          image: busybox
          resources: {requests: {cpu: 100m, memory: 64Mi}}
`,
};

describe('a chart that calls random functions', () => {
  it('renders the same pods, and the same report, in every run', async () => {
    const repo = await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, ...CHART });
    const first = await checkJson(repo);
    const second = await checkJson(repo);
    assert.equal(second.stdout, first.stdout);
    const pods = first.report.placements.map((p) => p.pod.name).sort();
    assert.equal(pods.length, 3);
    assert.ok(
      pods.some((p) => /^app-migrate-[0-9a-f]{5}-/.test(p)),
      pods.join(' '),
    );
    // The findings point at the chart's own templates, not at the copy rendered.
    assert.ok(first.report.findings.some((f) => f.file === 'chart/templates/job.yaml'));
  });

  it('draws other values once its inputs change, as helm upgrade does, and the same ones again when they are back', async () => {
    const names = async (values: string): Promise<string[]> => {
      const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, ...CHART, 'chart/values.yaml': values }));
      return report.placements.map((p) => p.pod.name).sort();
    };
    const before = await names('a: 1\n');
    const changed = await names('a: 2\n');
    assert.deepEqual(await names('a: 1\n'), before);
    // Every pod is another: the Job's name, and the Deployment's template through its checksums.
    assert.equal(changed.filter((p) => before.includes(p)).length, 0, `${before.join(' ')} / ${changed.join(' ')}`);
  });
});
