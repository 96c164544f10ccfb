/**
 * Generates a GitOps repository for the render benchmark: Kustomize apps (a base and a prod
 * overlay each; the overlays are the entry points, the bases are built through them), local
 * Helm charts in the shape `helm create` gives, a plain file of PriorityClasses, and a
 * .resizeguard.yaml with one node pool so the rendered pods are placed. Deterministic: no randomness.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface RenderRepoOptions {
  /** Kustomize apps: apps/app-NNN/base and apps/app-NNN/overlays/prod (the entry point). */
  readonly apps: number;
  /** Local Helm charts: charts/chart-NN. */
  readonly charts: number;
  /** Replicas in each base Deployment, and what the prod overlay's patch raises them to. */
  readonly baseReplicas: number;
  readonly prodReplicas: number;
  /** values.yaml replicaCount of every chart. */
  readonly chartReplicas: number;
  readonly nodes: number;
  readonly nodeCpu: string;
  readonly nodeMemory: string;
}

export interface RenderRepo {
  /** Entry points, relative to the repository root. */
  readonly overlays: readonly string[];
  readonly charts: readonly { readonly name: string; readonly dir: string }[];
  readonly files: number;
  readonly bytes: number;
  /** Pods the rendered workloads ask for. */
  readonly expectedPods: number;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Requests and limits that differ from app to app (Burstable: limits twice the requests). */
function resources(i: number): { cpu: number; memory: number } {
  return { cpu: 100 + (i % 5) * 50, memory: 128 + (i % 4) * 64 };
}

function deployment(name: string, replicas: number, i: number): string {
  const r = resources(i);
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: web
spec:
  replicas: ${replicas}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
        app.kubernetes.io/component: web
    spec:
      terminationGracePeriodSeconds: 30
      securityContext:
        runAsNonRoot: true
        runAsUser: 10001
      containers:
        - name: app
          image: registry.example.com/team-${i % 12}/${name}:1.${i % 7}.${i % 3}
          imagePullPolicy: IfNotPresent
          args: ["--config=/etc/app/application.properties", "--port=8080"]
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
          envFrom:
            - configMapRef:
                name: ${name}-config
          env:
            - name: POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
          readinessProbe:
            httpGet:
              path: /healthz/ready
              port: http
            periodSeconds: 10
          livenessProbe:
            httpGet:
              path: /healthz/live
              port: http
            initialDelaySeconds: 15
            periodSeconds: 20
          resources:
            requests:
              cpu: ${r.cpu}m
              memory: ${r.memory}Mi
            limits:
              cpu: ${r.cpu * 2}m
              memory: ${r.memory * 2}Mi
`;
}

function service(name: string): string {
  return `apiVersion: v1
kind: Service
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
spec:
  type: ClusterIP
  selector:
    app.kubernetes.io/name: ${name}
  ports:
    - name: http
      port: 80
      targetPort: http
      protocol: TCP
`;
}

function baseKustomization(name: string, i: number): string {
  return `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
labels:
  - pairs:
      app.kubernetes.io/part-of: ${name}
      team: team-${i % 12}
resources:
  - deployment.yaml
  - service.yaml
configMapGenerator:
  - name: ${name}-config
    literals:
      - LOG_LEVEL=info
      - APP_ID=${name}
      - UPSTREAM_URL=http://prod-app-${pad((i + 1) % 1000, 3)}.app-${pad((i + 1) % 1000, 3)}.svc
    files:
      - application.properties
`;
}

function overlayKustomization(name: string): string {
  return `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: ${name}
namePrefix: prod-
resources:
  - ../../base
patches:
  - path: replicas.yaml
configMapGenerator:
  - name: ${name}-config
    behavior: merge
    literals:
      - LOG_LEVEL=warn
`;
}

function replicasPatch(name: string, replicas: number): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  replicas: ${replicas}
`;
}

function chartYaml(name: string, j: number): string {
  return `apiVersion: v2
name: ${name}
description: A Helm chart for the ${name} service
type: application
version: 0.${j % 10}.0
appVersion: "2.${j % 5}.1"
`;
}

function chartValues(name: string, j: number, replicas: number): string {
  const r = resources(j + 3);
  return `replicaCount: ${replicas}

image:
  repository: registry.example.com/platform/${name}
  pullPolicy: IfNotPresent
  # Overrides the image tag whose default is the chart appVersion.
  tag: ""

nameOverride: ""
fullnameOverride: ""

podAnnotations: {}
priorityClassName: platform-critical

service:
  type: ClusterIP
  port: 80
  targetPort: 8080

resources:
  requests:
    cpu: ${r.cpu}m
    memory: ${r.memory}Mi
  limits:
    cpu: ${r.cpu * 2}m
    memory: ${r.memory * 2}Mi

nodeSelector: {}
tolerations: []
`;
}

function chartHelpers(name: string): string {
  return `{{/*
Expand the name of the chart.
*/}}
{{- define "${name}.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Create a default fully qualified app name, truncated at 63 chars (the DNS naming limit).
*/}}
{{- define "${name}.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "${name}.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "${name}.selectorLabels" -}}
app.kubernetes.io/name: {{ include "${name}.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "${name}.labels" -}}
helm.sh/chart: {{ include "${name}.chart" . }}
{{ include "${name}.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}
`;
}

function chartDeployment(name: string): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "${name}.fullname" . }}
  namespace: {{ .Release.Namespace }}
  labels:
    {{- include "${name}.labels" . | nindent 4 }}
spec:
  replicas: {{ .Values.replicaCount }}
  selector:
    matchLabels:
      {{- include "${name}.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      {{- with .Values.podAnnotations }}
      annotations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      labels:
        {{- include "${name}.selectorLabels" . | nindent 8 }}
    spec:
      {{- with .Values.priorityClassName }}
      priorityClassName: {{ . }}
      {{- end }}
      containers:
        - name: {{ .Chart.Name }}
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ .Values.service.targetPort }}
              protocol: TCP
          readinessProbe:
            httpGet:
              path: /ready
              port: http
          resources:
            {{- toYaml .Values.resources | nindent 12 }}
      {{- with .Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
`;
}

function chartService(name: string): string {
  return `apiVersion: v1
kind: Service
metadata:
  name: {{ include "${name}.fullname" . }}
  namespace: {{ .Release.Namespace }}
  labels:
    {{- include "${name}.labels" . | nindent 4 }}
spec:
  type: {{ .Values.service.type }}
  ports:
    - port: {{ .Values.service.port }}
      targetPort: http
      protocol: TCP
      name: http
  selector:
    {{- include "${name}.selectorLabels" . | nindent 4 }}
`;
}

export function generateRenderRepo(root: string, o: RenderRepoOptions): RenderRepo {
  let files = 0;
  let bytes = 0;
  const write = (rel: string, text: string): void => {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    files++;
    bytes += Buffer.byteLength(text);
  };
  write(
    '.resizeguard.yaml',
    `nodePools:
  - name: general
    count: ${o.nodes}
    allocatable:
      cpu: "${o.nodeCpu}"
      memory: ${o.nodeMemory}
      pods: "110"
`,
  );
  write('README.md', '# platform-gitops\n\nApplications (Kustomize, apps/), shared services (Helm, charts/) and cluster-wide objects (platform/).\n');
  // A plain manifest, read as is: the cluster's priority classes, one of them the default.
  write(
    'platform/priority-classes.yaml',
    `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: platform-critical
value: 1000000
description: Shared services every application depends on.
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: standard
value: 1000
globalDefault: true
description: Applications.
`,
  );
  const overlays: string[] = [];
  for (let i = 0; i < o.apps; i++) {
    const name = `app-${pad(i, 3)}`;
    const base = `apps/${name}/base`;
    write(`${base}/kustomization.yaml`, baseKustomization(name, i));
    write(`${base}/deployment.yaml`, deployment(name, o.baseReplicas, i));
    write(`${base}/service.yaml`, service(name));
    write(`${base}/application.properties`, `server.port=8080\nmanagement.port=9090\napp.name=${name}\napp.cache.size=${256 * (1 + (i % 4))}\n`);
    const overlay = `apps/${name}/overlays/prod`;
    write(`${overlay}/kustomization.yaml`, overlayKustomization(name));
    write(`${overlay}/replicas.yaml`, replicasPatch(name, o.prodReplicas));
    overlays.push(overlay);
  }
  const charts: { name: string; dir: string }[] = [];
  for (let j = 0; j < o.charts; j++) {
    const name = `chart-${pad(j, 2)}`;
    const dir = `charts/${name}`;
    write(`${dir}/Chart.yaml`, chartYaml(name, j));
    write(`${dir}/values.yaml`, chartValues(name, j, o.chartReplicas));
    write(`${dir}/.helmignore`, '.DS_Store\n.git/\n*.swp\n*.bak\n*.tmp\n');
    write(`${dir}/templates/_helpers.tpl`, chartHelpers(name));
    write(`${dir}/templates/deployment.yaml`, chartDeployment(name));
    write(`${dir}/templates/service.yaml`, chartService(name));
    charts.push({ name, dir });
  }
  return { overlays, charts, files, bytes, expectedPods: o.apps * o.prodReplicas + o.charts * o.chartReplicas };
}
