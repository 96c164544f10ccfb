/**
 * The parts of the KubeletConfiguration that decide whether a resize is Infeasible
 * (pkg/kubelet/allocation/handlers.go podResizesAdmitHandler.Admit: its swap and CPU / memory manager static-policy checks).
 * The kubelet's configuration is per node: simulate() hands every simulated node the one
 * configuration of the run (see `configureNode`), so the kubelet's decision reads it from its own
 * node, as the real kubelet does.
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/kubelet/config/v1beta1/types.go, pkg/kubelet/allocation/handlers.go.
 */
import type { Node } from '../../model/objects.ts';

export type CpuManagerPolicy = 'none' | 'static';
export type MemoryManagerPolicy = 'None' | 'Static';
export type SwapBehavior = 'NoSwap' | 'LimitedSwap';

export interface KubeletConfig {
  /** --cpu-manager-policy; default none. */
  readonly cpuManagerPolicy?: CpuManagerPolicy;
  /** --memory-manager-policy; default None. */
  readonly memoryManagerPolicy?: MemoryManagerPolicy;
  /** memorySwap.swapBehavior; default NoSwap. */
  readonly swapBehavior?: SwapBehavior;
}

/** A node as its kubelet runs it: the model's node plus the kubelet configuration. */
export interface ConfiguredNode extends Node {
  readonly kubeletConfig: KubeletConfig;
}

export const DEFAULT_KUBELET_CONFIG: KubeletConfig = {};

/**
 * The node with its kubelet configuration; the model's node object is not changed. Written out
 * member by member, not spread: V8 gave each spread copy a hidden class of its own, which made
 * every read of a node's members in the scheduler and the kubelet a megamorphic lookup.
 */
export function configureNode(node: Node, config: KubeletConfig): ConfiguredNode {
  return {
    name: node.name,
    labels: node.labels,
    unschedulable: node.unschedulable,
    taints: node.taints,
    allocatable: node.allocatable,
    allowedPodNumber: node.allowedPodNumber,
    disableResizePreemption: node.disableResizePreemption,
    declaredFeatures: node.declaredFeatures,
    seq: node.seq,
    doc: node.doc,
    kubeletConfig: config,
  };
}

/** The kubelet configuration of a node (the defaults for a node simulate() did not configure). */
export function kubeletConfigOf(node: Node): KubeletConfig {
  return 'kubeletConfig' in node ? (node as ConfiguredNode).kubeletConfig : DEFAULT_KUBELET_CONFIG;
}
