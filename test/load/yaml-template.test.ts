/**
 * YAML files that are templates (Jinja, Go templates outside a chart): one `input/not-rendered`
 * warning at the first tag, instead of the YAML errors the tags cause (src/load/yaml-template.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseYamlSource, parseYamlSourceFull } from '../../src/load/yaml.ts';

function summary(text: string, full = false) {
  const r = (full ? parseYamlSourceFull : parseYamlSource)({ path: 't.yaml', text });
  return {
    documents: r.documents.length,
    diagnostics: r.diagnostics.map((d) => [d.ruleId, d.severity, `${d.range.start.line}:${d.range.start.column}`]),
    messages: r.diagnostics.map((d) => d.message),
  };
}

describe('YAML templates', () => {
  it('a Jinja loop in a manifest: one warning at its first tag, and no document read', () => {
    const text = ['kind: X', 'apiVersion: v1', 'spec:', '  blocks:', '    {% for c in cidrs %}', '    - cidr: {{ c }}', '    {% endfor %}', ''].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '5:5']]);
      assert.match(r.messages[0]!, /Jinja template/);
    }
  });

  it('Go template actions outside a chart', () => {
    const text = ['{{- if .Values.enabled }}', 'apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: {{ .Release.Name }}', '{{- end }}', ''].join('\n');
    const r = summary(text);
    assert.equal(r.documents, 0);
    assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '1:1']]);
    assert.match(r.messages[0]!, /Go template/);
  });

  it('an action alone on the first line (`{{if .X}}`) parses as a flow mapping, and breaks the parse on the next line: a template', () => {
    const text = ['{{if .Hosted}}', 'kind: Service', 'apiVersion: v1', 'metadata:', '  name: webhook', '{{else}}', 'kind: Service', '{{end}}', ''].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '1:1']]);
    }
  });

  it("Terraform's template directives (`%{ if … }`, templatefile) in a values file: one warning that names them, not YAML errors", () => {
    const text = ['image:', '  tag: ${image_tag}', '', '%{ if otel_enabled }', 'opentelemetry:', '  enabled: true', '%{~ endif }', ''].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '4:1']]);
      assert.match(r.messages[0]!, /a Terraform template/);
    }
  });

  it('a Terraform interpolation holding an expression (`${a ? "x" : "y"}`) breaks the parse on its line: a template, not YAML errors', () => {
    const text = [
      'controller:',
      '  service:',
      '    ipFamilies:',
      '      - ${enable_ipv6 ? "IPv6" : "IPv4"}',
      '    annotations:',
      '      lb-type: ${enable_ipv6 ? "dualstack" : "ipv4"}',
      '',
    ].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '4:9']]);
      assert.match(r.messages[0]!, /a Terraform template \(`\$\{ … \}`/);
    }
    // A mistake beside a plain `${VAR}` (Flux's substitution, which runs after the YAML is read) stays a YAML error.
    assert.equal(summary(['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: ${NAME}: x', ''].join('\n')).diagnostics[0]![0], 'input/yaml-syntax');
  });

  it('a Go action a value starts with and goes on after breaks the parse on its line: a template, not YAML errors', () => {
    const text = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: {{ .Name }}-x', ''].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '4:9']]);
    }
    // A mistake on a line without an action stays a YAML error.
    assert.equal(
      summary(['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: a', '  labels: {a: b', 'data: {x: "{{ y }}"}', ''].join('\n')).diagnostics[0]![0],
      'input/yaml-syntax',
    );
  });

  it('an action in a comment is no template: YAML ignores the comment', () => {
    const text = [
      'apiVersion: v1',
      'kind: Pod',
      'metadata: {name: web}',
      'spec:',
      '  containers:',
      '  - name: web',
      '    # image: {{ .Values.image }}',
      '    image: nginx  # was: {{ .Values.tag }}',
      '',
    ].join('\n');
    for (const full of [false, true]) assert.deepEqual(summary(text, full), { documents: 1, diagnostics: [], messages: [] });
    // An action as a value on another line still is one.
    assert.equal(summary(`${text}    command: {{ .Values.cmd }}\n`).documents, 0);
  });

  it('a Go action as a plain value parses (a mapping as a key, which kubectl refuses): in a file of objects, a template', () => {
    const text = [
      'apiVersion: v1',
      'kind: ReplicationController',
      'metadata:',
      '  name: etcd-{{cell}}',
      'spec:',
      '  replicas: {{replicas}}',
      '  template:',
      '    metadata: {labels: {app: {{ .Release.Name }}}}',
      '',
    ].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '6:13']]);
      assert.match(r.messages[0]!, /Go template/);
    }
    // In a sequence, too; quoted it is a string, and a file without objects (a values file) is left as it is.
    assert.equal(summary(['apiVersion: v1', 'kind: List', 'items:', '- {{ .Values.item }}', ''].join('\n')).documents, 0);
    assert.deepEqual(summary(['apiVersion: v1', 'kind: ConfigMap', 'data:', '  t: "{{ .Values.x }}"', ''].join('\n')).diagnostics, []);
    assert.deepEqual(summary(['image:', '  tag: {{ .Chart.AppVersion }}', ''].join('\n')).diagnostics, []);
  });

  it('an action written without a space after its braces (`{{addURIAndSha …}}`, as a krew plugin manifest writes it)', () => {
    const text = [
      'kind: Plugin',
      'spec:',
      '  platforms:',
      '  - selector: {os: linux}',
      '    {{addURIAndSha "https://example.com/a.tar.gz" .TagName }}',
      '    bin: demo',
      '',
    ].join('\n');
    for (const full of [false, true]) assert.deepEqual(summary(text, full).diagnostics, [['input/not-rendered', 'warning', '5:5']]);
  });

  it('a file that parses is read as it is, tags in strings and all', () => {
    const text = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: c', 'data:', '  t: "{% raw %}"', '  u: |', '    {{ .x }}', ''].join('\n');
    const r = summary(text);
    assert.equal(r.documents, 1);
    assert.deepEqual(r.diagnostics, []);
  });

  it("an action in a block scalar or a quoted string is the string's text, even at the start of its line after `key: `", () => {
    // A Prometheus rule as kube-prometheus and flux-operator ship them (kustomize keeps the block).
    const rule = [
      'apiVersion: monitoring.coreos.com/v1',
      'kind: PrometheusRule',
      'metadata: {name: flux}',
      'spec:',
      '  groups:',
      '  - name: flux',
      '    rules:',
      '    - alert: FluxInstanceNotReady',
      '      annotations:',
      '        description: |',
      '          The Flux instance in namespace {{ $labels.exported_namespace }} is not ready.',
      '          Reason: {{ $labels.reason }}',
      '        summary: "Flux instance',
      '          value: {{ printf \\"%.2f\\" $value }}"',
      '      expr: flux_instance_info{ready!="True"}',
      '',
    ].join('\n');
    for (const full of [false, true]) {
      const r = summary(rule, full);
      assert.equal(r.documents, 1);
      assert.deepEqual(r.diagnostics, []);
    }
    // With a plain-value action as well, the file is a template, found at that action.
    const both = rule.replace('metadata: {name: flux}', 'metadata:\n  name: {{ .Release.Name }}');
    assert.deepEqual(summary(both).diagnostics, [['input/not-rendered', 'warning', '4:9']]);
  });

  it('a manifest with a template in a block scalar and a mistake elsewhere keeps its errors', () => {
    const text = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: [c', 'data:', '  t.tmpl: |', '    {{ define "x" }}', ''].join('\n');
    const r = summary(text);
    assert.ok(r.diagnostics.length > 0);
    assert.ok(r.diagnostics.every(([rule, severity]) => rule === 'input/yaml-syntax' && severity === 'error'));
  });

  it('a ytt template (`#@` code and values, vfarcic/cncf-demo ytt/resources): one warning at its first mark, not schema or duplicate-key errors', () => {
    const deployment = [
      '#@ load("@ytt:data", "data")',
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: #@ data.values.name',
      'spec:',
      '  replicas: #@ data.values.replicas',
      '',
    ].join('\n');
    const service = [
      'apiVersion: v1',
      'kind: Service',
      'metadata:',
      '  name: app',
      'spec:',
      '  #@ if data.values.public:',
      '  type: LoadBalancer',
      '  #@ else:',
      '  type: ClusterIP',
      '  #@ end',
      '',
    ].join('\n');
    const overlay = ['#@overlay/match by=overlay.subset({"kind": "Deployment"})', '---', 'spec:', '  replicas: 3', ''].join('\n');
    for (const [text, at] of [
      [deployment, '1:1'],
      [service, '6:3'],
      [overlay, '1:1'],
    ] as const) {
      for (const full of [false, true]) {
        const r = summary(text, full);
        assert.equal(r.documents, 0);
        assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', at]]);
        assert.match(r.messages[0]!, /a ytt template/);
      }
    }
  });

  it("a `#@` that ytt gives no meaning to, in a comment or in a block scalar (a kapp-controller App's inline ytt), leaves the file a manifest", () => {
    const app = [
      'apiVersion: kappctrl.k14s.io/v1alpha1',
      'kind: App',
      'metadata:',
      '  name: kyverno  # owner: team#@example',
      'spec:',
      '  # see #@ if in the docs',
      '  #@ TODO pin the version',
      '  fetch:',
      '  - inline:',
      '      paths:',
      '        fix.yml: |',
      '          #@ load("@ytt:overlay", "overlay")',
      '          #@overlay/match by=overlay.subset({"kind":"Pod"})',
      '          ---',
      '',
    ].join('\n');
    for (const full of [false, true]) assert.deepEqual(summary(app, full), { documents: 1, diagnostics: [], messages: [] });
  });

  it('a FreeMarker template (`<#if …>` … `</#if>`, cloudogu/gitops-playground argocd/cluster-resources *.ftl.yaml): one warning at its first tag, not YAML errors', () => {
    const application = [
      'apiVersion: argoproj.io/v1alpha1',
      'kind: Application',
      'metadata:',
      '  name: argocd',
      '  namespace: ${config.namespace}',
      '  annotations:',
      '<#if config.mail.active>',
      '    notifications.argoproj.io/subscribe.on-sync-status-unknown.email: ${config.mail.to}',
      '</#if>',
      'spec:',
      '  source:',
      '    path: apps/argocd',
      '    <#if config.operator>',
      '    directory:',
      '      recurse: true',
      '    </#if>',
      '',
    ].join('\n');
    // Between documents a tag parses: a document that is a string.
    const issuers = [
      '<#if config.issuer.enabled>',
      '---',
      'apiVersion: cert-manager.io/v1',
      'kind: ClusterIssuer',
      'metadata:',
      '  name: ca',
      '</#if>',
      '',
    ].join('\n');
    for (const [text, at] of [
      [application, '7:1'],
      [issuers, '1:1'],
    ] as const) {
      for (const full of [false, true]) {
        const r = summary(text, full);
        assert.equal(r.documents, 0);
        assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', at]]);
        assert.match(r.messages[0]!, /a FreeMarker template/);
      }
    }
  });

  it('FreeMarker tags in a block scalar or a quoted string (a Keycloak theme in a ConfigMap) or in a comment leave the file a manifest', () => {
    const configMap = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: login-theme  # renders <#if realm.password> forms',
      'data:',
      '  login.ftl: |',
      '    <#import "template.ftl" as layout>',
      '    <#if realm.password>',
      '    <form></form>',
      '    </#if>',
      '  note: "<#-- kept -->"',
      '',
    ].join('\n');
    for (const full of [false, true]) assert.deepEqual(summary(configMap, full), { documents: 1, diagnostics: [], messages: [] });
  });

  it('`@NAME@` placeholders where values start (longhorn/longhorn dev/scale-test, filled in by sed): one warning at the first, not YAML errors', () => {
    const text = [
      'apiVersion: apps/v1',
      'kind: StatefulSet',
      'metadata:',
      '  name: @STS_NAME@',
      'spec:',
      '  serviceName: @STS_NAME@',
      '  template:',
      '    spec:',
      '      nodeName: @NODE_NAME@',
      '      containers:',
      "      - name: '@STS_NAME@'",
      '        volumeMounts:',
      '        - name: @STS_NAME@',
      '          mountPath: /mnt/@STS_NAME@',
      '',
    ].join('\n');
    for (const full of [false, true]) {
      const r = summary(text, full);
      assert.equal(r.documents, 0);
      assert.deepEqual(r.diagnostics, [['input/not-rendered', 'warning', '4:9']]);
      assert.match(r.messages[0]!, /a template with `@NAME@` placeholders/);
    }
  });

  it('an `@` that starts a value without closing a placeholder stays a YAML error', () => {
    const r = summary('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: @cm\n');
    assert.ok(r.diagnostics.length > 0);
    assert.ok(r.diagnostics.every(([rule]) => rule === 'input/yaml-syntax'));
  });

  it('broken YAML without a template tag keeps its syntax errors', () => {
    const r = summary('a: [1, 2\nb: 3\n');
    assert.ok(r.diagnostics.length > 0);
    assert.ok(r.diagnostics.every(([rule]) => rule === 'input/yaml-syntax'));
  });
});
