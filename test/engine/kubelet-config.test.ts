/**
 * The kubelet configuration's Infeasible checks (podResizesAdmitHandler.Admit, handlers.go), in upstream
 * order: static pod → swap → CPU manager static → memory manager Static → node allocatable.
 * Driven through LintOptions.kubelet.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { configureNode, DEFAULT_KUBELET_CONFIG, kubeletConfigOf } from '../../src/engine/kubelet/config.ts';
import { lintSources, type LintOptions } from '../../src/index.ts';
import { manifests, node, pod, scenario, type Manifest, type PodBuilder } from '../helpers/builders.ts';
import { GATE, inputErrors, resize, type ResizeJson, type Run, jsonReport } from '../helpers/engine.ts';

const SWAP = 'In-place resize of containers with swap is not supported.';
const CPU_MANAGER = 'Resize is infeasible for Guaranteed Pods alongside CPU Manager policy "static"';
const MEMORY_MANAGER = 'Resize is infeasible for Guaranteed Pods alongside Memory Manager policy "Static"';

function run(items: readonly Manifest[], kubelet: LintOptions['kubelet']): Run {
  const yaml = manifests(node('n1').cpu('4').memory('4Gi'), ...items);
  const result = lintSources([{ path: 'cluster.yaml', text: yaml }], { featureGates: { [GATE]: true }, ...(kubelet !== undefined ? { kubelet } : {}) });
  const r = { result, report: jsonReport(result), yaml };
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

function change(r: Run, podName = 'p'): ResizeJson {
  return resize(r, podName, 'change');
}

function assertInfeasible(res: ResizeJson, reason: string, message: string): void {
  assert.equal(res.outcome, 'Infeasible', res.message);
  assert.equal(res.reason, reason);
  assert.equal(res.message, message);
}

/** A Burstable pod (memory request below its limit), one container "c". */
function burstable(): PodBuilder {
  return pod('p').requests({ cpu: '500m', memory: '256Mi' }).limits({ memory: '1Gi' }).on('n1');
}

/** A Guaranteed pod, one container "c". */
function guaranteed(): PodBuilder {
  return pod('p').guaranteed({ cpu: '1', memory: '512Mi' }).on('n1');
}

/** resizePolicy of container "c" (the builders have no setter for it). */
function withResizePolicy(p: PodBuilder, memory: 'NotRequired' | 'RestartContainer'): Manifest {
  const built = p.build() as { spec: { containers: Record<string, unknown>[] } };
  built.spec.containers[0]!['resizePolicy'] = [{ resourceName: 'memory', restartPolicy: memory }];
  return { build: () => built };
}

// ---------------------------------------------------------------------------------------------
describe('disallowResizeForSwappableContainers: swap (LimitedSwap)', () => {
  const grow = scenario('change').resize('p', 'c', { memory: '512Mi' });

  it('a memory request change of a Burstable container with swap is Infeasible (swap_limitation)', () => {
    assertInfeasible(change(run([burstable(), grow], { swapBehavior: 'LimitedSwap' })), 'SwapLimitation', SWAP);
  });

  it('NoSwap (the default) leaves it to the fit: Completed', () => {
    assert.equal(change(run([burstable(), grow], undefined)).outcome, 'Completed');
    assert.equal(change(run([burstable(), grow], { swapBehavior: 'NoSwap' })).outcome, 'Completed');
  });

  it('a RestartContainer memory resize policy is allowed', () => {
    const r = run([withResizePolicy(burstable(), 'RestartContainer'), grow], { swapBehavior: 'LimitedSwap' });
    assert.equal(change(r).outcome, 'Completed');
    const notRequired = run([withResizePolicy(burstable(), 'NotRequired'), grow], { swapBehavior: 'LimitedSwap' });
    assertInfeasible(change(notRequired), 'SwapLimitation', SWAP);
  });

  it('a cpu-only change does not touch swap', () => {
    assert.equal(change(run([burstable(), scenario('change').resize('p', 'c', { cpu: '1' })], { swapBehavior: 'LimitedSwap' })).outcome, 'Completed');
  });

  it('no swap for a Guaranteed pod, nor for a container whose memory request equals its limit', () => {
    assert.equal(
      change(run([guaranteed(), scenario('change').resize('p', 'c', { memory: '1Gi' }, { memory: '1Gi' })], { swapBehavior: 'LimitedSwap' })).outcome,
      'Completed',
    );
    const equal = pod('p').requests({ cpu: '500m' }).container('d').requests({ memory: '256Mi' }).limits({ memory: '256Mi' }).on('n1');
    assert.equal(
      change(run([equal, scenario('change').resize('p', 'd', { memory: '512Mi' }, { memory: '512Mi' })], { swapBehavior: 'LimitedSwap' })).outcome,
      'Completed',
      'a Burstable pod, but d has request = limit before and after',
    );
  });

  it('…but a container that gets swap after the resize is Infeasible (old or new container with swap)', () => {
    const equal = pod('p')
      .requests({ cpu: '500m', memory: '256Mi' })
      .limits({ memory: '512Mi' })
      .container('d')
      .requests({ memory: '256Mi' })
      .limits({ memory: '256Mi' })
      .on('n1');
    assertInfeasible(change(run([equal, scenario('change').resize('p', 'd', { memory: '128Mi' })], { swapBehavior: 'LimitedSwap' })), 'SwapLimitation', SWAP);
  });

  it('no swap for a critical pod (system-cluster-critical)', () => {
    const critical = burstable().priority('system-cluster-critical');
    assert.equal(change(run([critical, grow], { swapBehavior: 'LimitedSwap' })).outcome, 'Completed');
  });
});

// ---------------------------------------------------------------------------------------------
describe('podResizesAdmitHandler.Admit: CPU and memory manager static policies', () => {
  it('CPU manager static: a Guaranteed pod changing cpu is Infeasible', () => {
    const r = run([guaranteed(), scenario('change').resize('p', 'c', { cpu: '2' }, { cpu: '2' })], { cpuManagerPolicy: 'static' });
    assertInfeasible(change(r), 'GuaranteedPodCPUManagerStaticPolicy', CPU_MANAGER);
  });

  it('CPU manager static: a Guaranteed pod changing only memory, or a Burstable pod changing cpu, is fine', () => {
    assert.equal(
      change(run([guaranteed(), scenario('change').resize('p', 'c', { memory: '1Gi' }, { memory: '1Gi' })], { cpuManagerPolicy: 'static' })).outcome,
      'Completed',
    );
    assert.equal(change(run([burstable(), scenario('change').resize('p', 'c', { cpu: '1' })], { cpuManagerPolicy: 'static' })).outcome, 'Completed');
  });

  it('CPU manager none (the default): Completed', () => {
    assert.equal(
      change(run([guaranteed(), scenario('change').resize('p', 'c', { cpu: '2' }, { cpu: '2' })], { cpuManagerPolicy: 'none' })).outcome,
      'Completed',
    );
  });

  it('memory manager Static: a Guaranteed pod changing memory is Infeasible; cpu alone is fine', () => {
    assertInfeasible(
      change(run([guaranteed(), scenario('change').resize('p', 'c', { memory: '1Gi' }, { memory: '1Gi' })], { memoryManagerPolicy: 'Static' })),
      'GuaranteedPodMemoryManagerStaticPolicy',
      MEMORY_MANAGER,
    );
    assert.equal(
      change(run([guaranteed(), scenario('change').resize('p', 'c', { cpu: '2' }, { cpu: '2' })], { memoryManagerPolicy: 'Static' })).outcome,
      'Completed',
    );
  });

  it('applies to resizes already pending in the manifests (cluster-state) too', () => {
    const pending = pod('p').guaranteed({ cpu: '2', memory: '512Mi' }).allocated({ cpu: '1' }).on('n1');
    assertInfeasible(resize(run([pending], { cpuManagerPolicy: 'static' }), 'p', 'cluster-state'), 'GuaranteedPodCPUManagerStaticPolicy', CPU_MANAGER);
  });
});

// ---------------------------------------------------------------------------------------------
describe('podResizesAdmitHandler.Admit: the Infeasible checks in upstream order', () => {
  const all = { swapBehavior: 'LimitedSwap', cpuManagerPolicy: 'static', memoryManagerPolicy: 'Static' } as const;

  it('a static pod is refused by the API before the kubelet sees it (ValidatePodResize: "static pods cannot be resized")', () => {
    const r = change(run([burstable().static(), scenario('change').resize('p', 'c', { memory: '512Mi' })], all));
    assert.equal(r.outcome, 'Rejected');
    assert.equal(r.reason, 'StaticPod');
    assert.equal(r.message, 'static pods cannot be resized');
  });

  // A neighbour holds most of the node: the fit (predicate.go) would fail, after these checks.
  const filler = (): PodBuilder => pod('nb').requests({ cpu: '3', memory: '3Gi' }).on('n1');

  it('swap before the fit (memory 2Gi where a neighbour holds 3Gi of 4Gi)', () => {
    assertInfeasible(
      change(run([burstable(), filler(), scenario('change').resize('p', 'c', { memory: '2Gi' }, { memory: '4Gi' })], all)),
      'SwapLimitation',
      SWAP,
    );
  });

  it('CPU manager before memory manager (both cpu and memory change)', () => {
    assertInfeasible(
      change(run([guaranteed(), scenario('change').resize('p', 'c', { cpu: '2', memory: '1Gi' }, { cpu: '2', memory: '1Gi' })], all)),
      'GuaranteedPodCPUManagerStaticPolicy',
      CPU_MANAGER,
    );
  });

  it('memory manager before the fit (memory 2Gi where a neighbour holds 3Gi of 4Gi)', () => {
    assertInfeasible(
      change(run([guaranteed(), filler(), scenario('change').resize('p', 'c', { memory: '2Gi' }, { memory: '2Gi' })], all)),
      'GuaranteedPodMemoryManagerStaticPolicy',
      MEMORY_MANAGER,
    );
  });

  it('CPU manager Infeasible even when the fit fails (cpu 3 where a neighbour holds 3 of 4); without it the kubelet defers', () => {
    assertInfeasible(
      change(run([guaranteed(), filler(), scenario('change').resize('p', 'c', { cpu: '3' }, { cpu: '3' })], { cpuManagerPolicy: 'static' })),
      'GuaranteedPodCPUManagerStaticPolicy',
      CPU_MANAGER,
    );
    const short = change(run([guaranteed(), filler(), scenario('change').resize('p', 'c', { cpu: '3' }, { cpu: '3' })], undefined));
    assert.equal(short.outcome, 'Deferred');
    // Above the node's allocatable, the API server refuses it before any kubelet check (PodResizeValidator).
    const above = change(run([guaranteed(), scenario('change').resize('p', 'c', { cpu: '8' }, { cpu: '8' })], { cpuManagerPolicy: 'static' }));
    assert.equal(above.outcome, 'Rejected');
    assert.equal(above.reason, 'NodeCapacity');
  });
});

describe('configureNode', () => {
  it('copies every member of the model node and adds the configuration, leaving the model node as it was', () => {
    const result = lintSources(
      [{ path: 'cluster.yaml', text: manifests(node('n1').cpu('4').memory('4Gi').label('pool', 'a').taint('k', 'v', 'NoSchedule')) }],
      { featureGates: {} },
    );
    const model = result.model.nodes[0]!;
    const config = { cpuManagerPolicy: 'static' } as const;
    const configured = configureNode(model, config);
    const { kubeletConfig, ...rest } = configured;
    assert.equal(kubeletConfig, config);
    assert.deepEqual(Object.keys(rest).sort(), Object.keys(model).sort());
    for (const key of Object.keys(model) as (keyof typeof model)[]) assert.equal(rest[key], model[key], key);
    assert.equal('kubeletConfig' in model, false);
    assert.equal(kubeletConfigOf(configured), config);
    assert.equal(kubeletConfigOf(model), DEFAULT_KUBELET_CONFIG);
  });
});

// ---------------------------------------------------------------------------------------------
describe('an Infeasible decision sets the PodResizePending condition sortPendingResizes reads', () => {
  // b's cpu change is Infeasible under the static CPU manager in cluster-state: its status manager
  // now holds PodResizePending=Infeasible (updatedPodResizeCondition stamps lastTransitionTime).
  // The scenario then grows a and b by the same memory, room for one: sortPendingResizes takes the
  // one with a condition first (then creation order, which would pick a).
  const a = pod('a').guaranteed({ cpu: '1', memory: '1Gi' }).on('n1');
  const b = pod('b').guaranteed({ cpu: '2', memory: '1Gi' }).allocated({ cpu: '1' }).on('n1');
  const grow = scenario('change')
    .resize('a', 'c', { cpu: '1', memory: '2560Mi' }, { cpu: '1', memory: '2560Mi' })
    .resize('b', 'c', { cpu: '1', memory: '2560Mi' }, { cpu: '1', memory: '2560Mi' });

  it('the pod whose resize was Infeasible is decided first in the next scenario', () => {
    const r = run([a, b, grow], { cpuManagerPolicy: 'static' });
    assert.equal(resize(r, 'b', 'cluster-state').outcome, 'Infeasible');
    assert.equal(resize(r, 'b', 'change').outcome, 'Completed');
    assert.equal(resize(r, 'a', 'change').outcome, 'Deferred');
  });

  it('a recorded condition whose resize was reverted is cleared (ClearPodResizePendingCondition): creation order again', () => {
    // b's Deferred resize was reverted (desired = allocated): the kubelet clears its condition.
    const reverted = pod('b').guaranteed({ cpu: '1', memory: '1Gi' }).deferred({ since: 0 }).on('n1');
    const r = run([a, reverted, grow], undefined);
    assert.equal(resize(r, 'b', 'cluster-state').reason, 'NoChange');
    assert.equal(resize(r, 'a', 'change').outcome, 'Completed');
    assert.equal(resize(r, 'b', 'change').outcome, 'Deferred');
  });
});
