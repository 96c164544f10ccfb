import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fenceDiff, objectChange, yamlDocumentSpan } from '../../src/diff/patch.ts';

const BASE = `apiVersion: v1
kind: Pod
metadata:
  name: first
spec:
  containers:
  - name: app
    resources:
      requests: {cpu: "1"}
---
apiVersion: v1
kind: Pod
metadata:
  name: second
spec:
  nodeName: n1
  containers:
  - name: app
    image: app:1
    resources:
      requests:
        cpu: "1"
        memory: 1Gi
      limits:
        memory: 1Gi
`;

// `second` asks for 2 cpu and drops its memory limit; `first` is untouched.
const HEAD = BASE.replace('        cpu: "1"\n', '        cpu: "2"\n').replace('      limits:\n        memory: 1Gi\n', '');

describe('objectChange', () => {
  it('shows the hunk of the object around the line, with file headers', () => {
    const line = HEAD.split('\n').indexOf('        cpu: "2"') + 1;
    assert.equal(
      objectChange(BASE, HEAD, 'k8s/pods.yaml', line),
      `--- a/k8s/pods.yaml
+++ b/k8s/pods.yaml
@@ -19,7 +19,5 @@
     image: app:1
     resources:
       requests:
-        cpu: "1"
+        cpu: "2"
         memory: 1Gi
-      limits:
-        memory: 1Gi
`,
    );
  });

  it('is undefined for a line in an object the change does not touch, or an unchanged file', () => {
    assert.equal(objectChange(BASE, HEAD, 'k8s/pods.yaml', 4), undefined);
    assert.equal(objectChange(BASE, BASE, 'k8s/pods.yaml', 20), undefined);
  });

  it('names the old path of a renamed file, and shows a new file as all additions', () => {
    const renamed = objectChange(BASE, HEAD, 'k8s/new.yaml', 22, { baseFile: 'k8s/old.yaml', context: 0 });
    assert.equal(
      renamed,
      '--- a/k8s/old.yaml\n+++ b/k8s/new.yaml\n@@ -22,1 +22,1 @@\n-        cpu: "1"\n+        cpu: "2"\n@@ -24,2 +23,0 @@\n-      limits:\n-        memory: 1Gi\n',
    );
    const added = objectChange('', 'a: 1\nb: 2\n', 'new.yaml', 2);
    assert.equal(added, '--- a/new.yaml\n+++ b/new.yaml\n@@ -0,0 +1,2 @@\n+a: 1\n+b: 2\n');
  });

  it('keeps only the hunk around the line in JSON, with line numbers of the whole file', () => {
    const items = (cpu: (i: number) => string): string =>
      JSON.stringify(
        {
          apiVersion: 'v1',
          kind: 'List',
          items: Array.from({ length: 2000 }, (_, i) => ({ kind: 'Pod', metadata: { name: `p${i}` }, spec: { cpu: cpu(i) } })),
        },
        null,
        4,
      ) + '\n';
    const base = items(() => '1');
    const head = items((i) => (i === 10 || i === 1500 ? '2' : '1'));
    const lines = head.split('\n');
    const at = lines.findIndex((l, k) => k > lines.indexOf('                "name": "p1500"') && l.includes('"cpu": "2"')) + 1;
    const patch = objectChange(base, head, 'snapshot.json', at, { context: 1 });
    assert.equal(
      patch,
      `--- a/snapshot.json\n+++ b/snapshot.json\n@@ -${at - 1},3 +${at - 1},3 @@\n             "spec": {\n-                "cpu": "1"\n+                "cpu": "2"\n             }\n`,
    );
  });

  it('gives up (undefined) on a change too large to diff cheaply', () => {
    const many = (v: string): string => Array.from({ length: 12000 }, (_, i) => `k${i}: ${i % 2 === 0 ? v : 'same'}`).join('\n');
    assert.equal(objectChange(many('a'), many('b'), 'big.yaml', 1), undefined);
  });
});

describe('yamlDocumentSpan', () => {
  it('finds the document around a line, markers excluded', () => {
    assert.deepEqual(yamlDocumentSpan(BASE, 3), { startLine: 1, endLine: 9 });
    assert.deepEqual(yamlDocumentSpan(BASE, 10), { startLine: 11, endLine: 25 });
    assert.deepEqual(yamlDocumentSpan(BASE, 12), { startLine: 11, endLine: 25 });
  });
});

describe('fenceDiff', () => {
  it('fences a diff for Markdown, longer than any backtick run inside', () => {
    assert.equal(fenceDiff('+a\n'), '```diff\n+a\n```\n');
    assert.equal(fenceDiff('+ run ```x```\n'), '````diff\n+ run ```x```\n````\n');
  });
});
