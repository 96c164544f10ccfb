/**
 * Fixed cases transcribed from upstream's unit tests on which the engine and Kubernetes v1.37.2
 * disagree, and which DEVIATIONS.md does not document. Not run by run.ts: each stays here until
 * the engine or DEVIATIONS.md settles it.
 *
 * pkg/kubelet/allocation/allocation_manager_test.go TestRetryPendingResizes, the 11 rows whose
 * allocation changes, with containerType=non-sidecar-init (the other two, "No resize" and "CPU
 * increase in progress, resources unchanged", agree as NoChange and run): the resizing pod's only
 * changed container is an init container without restartPolicy Always. Upstream's kubelet
 * compares every init container's spec with its allocation (updateContainerResourcesFromAllocation,
 * pkg/kubelet/allocation/allocation_manager.go:476-481, read by handlePodResourcesResize at
 * :604-606) and admits, defers or accepts the change as for a regular container; the engine's
 * resizeRequested (src/engine/kubelet/admission.ts) looks only at regular containers and
 * sidecars, so it answers NoChange. The API server refuses such a resize
 * (validation.ValidatePodResize), so the state arises only from a manifest whose status was
 * written by hand or by an older kubelet.
 */
import type { Case } from './cases.ts';
import { NON_SIDECAR_INIT_RETRY_CASES } from './fixed-kubelet.ts';

export const PENDING_CASES: readonly Case[] = NON_SIDECAR_INIT_RETRY_CASES;
