// The resizePath kind: a whole run of the cluster-state resizes and one ResizeScenario, every
// decision made by upstream's own components, the loop only moving the clock and applying them.
//
//   - kubelet: one allocation manager per node (allocation.NewInMemoryManager, the admit
//     handlers makeAllocationManager installs, lifecycle.NewPredicateAdmitHandler with
//     kubeletpreemption.NewCriticalPodAdmissionHandler as its failure handler); each trigger is
//     Manager.PushPendingResize (a resize arriving) and Manager.RetryPendingResizes, walked again
//     while a pod's cpu or memory shrinks, with status resources (HandlePodReconcile's pod_resized trigger,
//     pkg/kubelet/kubelet.go); an accepted allocation is actuated at once (status resources).
//   - scheduler (gate on): every Deferred pod's restricted cycle on its node through a framework
//     with DeferredPodScheduling before NodeResourcesFit (RunPreFilterPlugins,
//     RunFilterPluginsWithNominatedPods), then DefaultPreemption's PodEligibleToPreemptOthers,
//     GetVictimsOnNode and SelectVictimsOnNode, on a snapshot of the pods as they are now.
//   - API server: a ResizeScenario's request is merged into the pod, defaulted
//     (legacyscheme.Scheme.Default), prepared by podResizeStrategy.PrepareForUpdate (which
//     defaults the pod-level resources, DefaultPodLevelResources) and checked by its
//     ValidateUpdate (validation.ValidatePodResize), pkg/registry/core/pod/strategy.go; then the
//     PodResizeValidator admission plugin (resize-admission.go).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"time"

	v1 "k8s.io/api/core/v1"
	policy "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/sets"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/tools/record"
	resourcehelper "k8s.io/component-helpers/resource"
	"k8s.io/klog/v2"
	fwk "k8s.io/kube-scheduler/framework"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	podutil "k8s.io/kubernetes/pkg/api/pod"
	"k8s.io/kubernetes/pkg/apis/core"
	"k8s.io/kubernetes/pkg/apis/core/v1/helper/qos"
	corevalidation "k8s.io/kubernetes/pkg/apis/core/validation"
	"k8s.io/kubernetes/pkg/features"
	"k8s.io/kubernetes/pkg/kubelet/allocation"
	"k8s.io/kubernetes/pkg/kubelet/cm"
	"k8s.io/kubernetes/pkg/kubelet/config"
	containertest "k8s.io/kubernetes/pkg/kubelet/container/testing"
	kubeletevents "k8s.io/kubernetes/pkg/kubelet/events"
	"k8s.io/kubernetes/pkg/kubelet/lifecycle"
	kubepod "k8s.io/kubernetes/pkg/kubelet/pod"
	kubeletpreemption "k8s.io/kubernetes/pkg/kubelet/preemption"
	"k8s.io/kubernetes/pkg/kubelet/status"
	statustest "k8s.io/kubernetes/pkg/kubelet/status/testing"
	kubeletutil "k8s.io/kubernetes/pkg/kubelet/util"
	internalcache "k8s.io/kubernetes/pkg/scheduler/backend/cache"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/deferredpodscheduling"
)

// PathAnswer is one scenario's result: each resize's outcome and the pods evicted.
type PathAnswer struct {
	Outcomes map[string]string `json:"outcomes"`
	Evicted  []string          `json:"evicted"`
	// Rejections: the API server's message per rejected resize (not compared).
	Rejections map[string]string `json:"rejections,omitempty"`
}

type scenarioDoc struct {
	Metadata struct {
		Name string `json:"name"`
	} `json:"metadata"`
	Spec struct {
		Resizes []struct {
			Target struct {
				Kind      string `json:"kind"`
				Namespace string `json:"namespace"`
				Name      string `json:"name"`
			} `json:"target"`
			Containers []struct {
				Name      string                  `json:"name"`
				Resources v1.ResourceRequirements `json:"resources"`
			} `json:"containers"`
			// The pod's own spec.resources (a pod-level resize).
			Resources *v1.ResourceRequirements `json:"resources"`
		} `json:"resizes"`
	} `json:"spec"`
}

const periodicRetry = 180

type pathPod struct {
	pod         *v1.Pod
	node        string
	order       int
	terminating bool
	goneAt      int64
	gone        bool
	// allocation as last actuated (a JSON of the checkpoint), to spot a new one.
	actuated string
	// doneBeforeEviction: when the pod was evicted, the kubelet had already allocated its desired
	// resources (UpdatePodFromAllocation changes nothing) and held no PodResizePending condition for
	// it: its resize completed, and the eviction is a record of its own.
	doneBeforeEviction bool
}

type nodeKubelet struct {
	m  allocation.Manager
	sm status.Manager
}

type pathSim struct {
	ctx     context.Context
	gate    bool
	nodes   []*v1.Node
	pods    []*pathPod
	pdbs    []*policy.PodDisruptionBudget
	kubelet map[string]*nodeKubelet
	now     int64
	// since: when each pod's PodResizePending=Deferred condition was set, on the loop's clock.
	since   map[types.UID]int64
	ticks   map[string]int64
	resized sets.Set[string]
	evicted []string
	// killAt: the time the next pod killed for a critical pod is gone (killPodFunc blocks per pod).
	killAt int64
	// started: the pods whose resize a kubelet started (its ResizeStarted event) in this run.
	started sets.Set[string]
}

// startedRecorder: the allocation manager's event recorder, noting each pod whose resize
// handlePodResourcesResize accepted (ResizeStarted): a task that ends Completed without one was
// nothing to do for the kubelet (UpdatePodFromAllocation found the spec equal to its checkpoint).
type startedRecorder struct {
	*record.FakeRecorder
	s *pathSim
}

func (r *startedRecorder) Eventf(object runtime.Object, eventtype, reason, messageFmt string, args ...interface{}) {
	if p, ok := object.(*v1.Pod); ok && reason == kubeletevents.ResizeStarted {
		r.s.started.Insert(p.Name)
	}
}

func (r *startedRecorder) WithLogger(klog.Logger) record.EventRecorderLogger {
	return r
}

// trace: PATH_TRACE=1 prints the loop's steps to stderr, for reading a disagreement.
var trace = os.Getenv("PATH_TRACE") != ""

func (s *pathSim) tracef(format string, args ...any) {
	if trace {
		fmt.Fprintf(os.Stderr, "t=%d "+format+"\n", append([]any{s.now}, args...)...)
	}
}

func (s *pathSim) onNode(node string) []*v1.Pod {
	out := []*v1.Pod{}
	for _, p := range s.pods {
		if !p.gone && p.node == node {
			out = append(out, p.pod)
		}
	}
	return out
}

func (s *pathSim) byUID(uid types.UID) *pathPod {
	for _, p := range s.pods {
		if p.pod.UID == uid && !p.gone {
			return p
		}
	}
	return nil
}

func (s *pathSim) byName(name string) *pathPod {
	for _, p := range s.pods {
		if p.pod.Name == name {
			return p
		}
	}
	return nil
}

// criticalHandler starts each HandleAdmissionFailure's kills at the current time.
type criticalHandler struct {
	s     *pathSim
	inner lifecycle.AdmissionFailureHandler
}

func (h *criticalHandler) HandleAdmissionFailure(ctx context.Context, pod *v1.Pod, reasons []lifecycle.PredicateFailureReason, op lifecycle.Operation) ([]lifecycle.PredicateFailureReason, error) {
	h.s.killAt = h.s.now
	for _, r := range reasons {
		if e, ok := r.(*lifecycle.InsufficientResourceError); ok {
			h.s.tracef("critical %s short of %s: requested %d used %d capacity %d", pod.Name, e.ResourceName, e.Requested, e.Used, e.Capacity)
		}
	}
	return h.inner.HandleAdmissionFailure(ctx, pod, reasons, op)
}

func (s *pathSim) newKubelet(node *v1.Node) *nodeKubelet {
	logger := klog.Background()
	name := node.Name
	sm := status.NewManager(&fake.Clientset{}, kubepod.NewBasicPodManager(), &statustest.FakePodDeletionSafetyProvider{}, kubeletutil.NewPodStartupLatencyTracker())
	containerManager := cm.NewFakeContainerManager(logger)
	getPod := func(uid types.UID) (*v1.Pod, bool) {
		if p := s.byUID(uid); p != nil && p.node == name {
			return p.pod, true
		}
		return nil, false
	}
	// triggerPodSync: the pod worker's SyncPod, which actuates a new allocation (at once here).
	sync := func(_ context.Context, pod *v1.Pod) {
		if p := s.byUID(pod.UID); p != nil && s.kubelet[name] != nil {
			s.actuate(name, p)
		}
	}
	m := allocation.NewInMemoryManager(logger, sm, sync, func() []*v1.Pod { return s.onNode(name) }, getPod,
		config.NewSourcesReady(func(_ sets.Set[string]) bool { return true }), &startedRecorder{FakeRecorder: record.NewFakeRecorder(1 << 16), s: s})
	kill := func(pod *v1.Pod, _ bool, _ *int64, _ func(*v1.PodStatus)) error {
		p := s.byUID(pod.UID)
		if p == nil {
			return nil
		}
		if p.terminating {
			s.killAt = max(s.killAt, p.goneAt)
			return nil
		}
		s.killAt += grace(pod)
		s.terminate(p, s.killAt, false)
		return nil
	}
	// getAllocatedPods (pkg/kubelet/kubelet_pods.go), the kubelet's getPodsFunc for this handler
	// (NewCriticalPodAdmissionHandler in pkg/kubelet/kubelet.go): the active pods, each at its
	// allocation (UpdatePodFromAllocation), not at the API's desired resources.
	allocatedPods := func() []*v1.Pod {
		pods := s.onNode(name)
		for i, p := range pods {
			pods[i], _ = m.UpdatePodFromAllocation(p)
		}
		return pods
	}
	critical := kubeletpreemption.NewCriticalPodAdmissionHandler(allocatedPods, kill, record.NewFakeRecorder(1<<16))
	getNode := func(context.Context, bool) (*v1.Node, error) { return node, nil }
	predicateHandler := lifecycle.NewPredicateAdmitHandler(getNode, &criticalHandler{s: s, inner: critical}, containerManager.UpdatePluginResources)
	resizeHandler := allocation.NewPodResizesAdmitHandler(containerManager, &containertest.FakeRuntime{}, m)
	m.AddPodAdmitHandlers(lifecycle.PodAdmitHandlers{resizeHandler, predicateHandler})
	return &nodeKubelet{m: m, sm: sm}
}

func grace(p *v1.Pod) int64 {
	if p.Spec.TerminationGracePeriodSeconds != nil {
		return *p.Spec.TerminationGracePeriodSeconds
	}
	return 30
}

// terminate: the pod is deleted gracefully and leaves its node at goneAt.
func (s *pathSim) terminate(p *pathPod, goneAt int64, byScheduler bool) {
	p.terminating = true
	p.goneAt = goneAt
	if k := s.kubelet[p.node]; k != nil {
		_, pending := k.m.UpdatePodFromAllocation(p.pod)
		p.doneBeforeEviction = !pending && !resizePending(k.sm.GetPodResizeConditions(p.pod.UID))
	}
	s.tracef("evict %s (scheduler=%t) gone at %d", p.pod.Name, byScheduler, goneAt)
	s.evicted = append(s.evicted, p.pod.Name)
	ts := metav1.NewTime(time.Unix(goneAt, 0))
	g := grace(p.pod)
	p.pod.DeletionTimestamp = &ts
	p.pod.DeletionGracePeriodSeconds = &g
	if byScheduler {
		p.pod.Status.Conditions = append(p.pod.Status.Conditions, v1.PodCondition{Type: v1.DisruptionTarget, Status: v1.ConditionTrue, Reason: v1.PodReasonPreemptionByScheduler})
		// The victim uses up a disruption of each PDB covering it that does not list it yet.
		for _, pdb := range s.pdbs {
			if pdb.Namespace != p.pod.Namespace {
				continue
			}
			sel, err := metav1.LabelSelectorAsSelector(pdb.Spec.Selector)
			if err != nil || sel.Empty() || !sel.Matches(labels.Set(p.pod.Labels)) {
				continue
			}
			if _, listed := pdb.Status.DisruptedPods[p.pod.Name]; listed {
				continue
			}
			pdb.Status.DisruptionsAllowed = max(0, pdb.Status.DisruptionsAllowed-1)
		}
	}
}

func allocationKey(m allocation.Manager, p *v1.Pod) string {
	a, _ := m.UpdatePodFromAllocation(p)
	// By value: a checkpointed quantity is spelt canonically, the manifest's as written.
	milli := func(l v1.ResourceList) map[string]int64 {
		m := map[string]int64{}
		for k, q := range l {
			m[string(k)] = q.MilliValue()
		}
		return m
	}
	out := []any{}
	// Init containers too: every one is resizable (InPlacePodVerticalScalingInitContainers).
	for _, c := range append(slices.Clone(a.Spec.Containers), a.Spec.InitContainers...) {
		out = append(out, []any{milli(c.Resources.Requests), milli(c.Resources.Limits)})
	}
	b, _ := json.Marshal(out)
	return string(b)
}

func cpuMem(m allocation.Manager, p *v1.Pod) (int64, int64) {
	a, _ := m.UpdatePodFromAllocation(p)
	r := resourcehelper.PodRequests(a, resourcehelper.PodResourcesOptions{})
	return r.Cpu().MilliValue(), r.Memory().Value()
}

// reconcileRequests: what HandlePodReconcile compares between a pod's old and new versions to
// retry pending resizes when cpu or memory shrank (pkg/kubelet/kubelet.go, pod_resized): PodRequests
// of the pod at its allocation, with its status resources.
func reconcileRequests(m allocation.Manager, p *v1.Pod) (int64, int64) {
	a, _ := m.UpdatePodFromAllocation(p)
	r := resourcehelper.PodRequests(a, resourcehelper.PodResourcesOptions{UseStatusResources: true, InPlacePodLevelResourcesVerticalScalingEnabled: true})
	return r.Cpu().MilliValue(), r.Memory().Value()
}

// actuate: a new allocation is actuated at once (the status' allocated and actual resources).
func (s *pathSim) actuate(node string, p *pathPod) {
	k := s.kubelet[node]
	key := allocationKey(k.m, p.pod)
	if key == p.actuated {
		return
	}
	s.tracef("actuated %s %s", p.pod.Name, key)
	p.actuated = key
	s.resized.Insert(node)
	allocated, _ := k.m.UpdatePodFromAllocation(p.pod)
	// A non-sidecar init container has run to completion: its status reports the allocation
	// (convertContainerStatusResources, pkg/kubelet/kubelet_pods.go, a container not running).
	for _, statuses := range [][]v1.ContainerStatus{p.pod.Status.ContainerStatuses, p.pod.Status.InitContainerStatuses} {
		for i := range statuses {
			cs := &statuses[i]
			for _, c := range append(slices.Clone(allocated.Spec.Containers), allocated.Spec.InitContainers...) {
				if c.Name == cs.Name {
					cs.AllocatedResources = c.Resources.Requests.DeepCopy()
					cs.Resources = c.Resources.DeepCopy()
				}
			}
		}
	}
}

// containerAt: the i-th of the pod's containers, then its init containers.
func containerAt(p *v1.Pod, i int) *v1.Container {
	if i < len(p.Spec.Containers) {
		return &p.Spec.Containers[i]
	}
	return &p.Spec.InitContainers[i-len(p.Spec.Containers)]
}

// sync applies the kubelet's decisions to the pods of a node: any allocation not yet actuated
// is, and the PodResizePending condition is copied into the pod's status. It reports whether an
// allocation shrank cpu or memory.
func (s *pathSim) sync(node string, before map[types.UID][2]int64) bool {
	k := s.kubelet[node]
	shrank := false
	for _, p := range s.pods {
		if p.gone || p.node != node {
			continue
		}
		s.actuate(node, p)
		if b, ok := before[p.pod.UID]; ok {
			cpu, mem := reconcileRequests(k.m, p.pod)
			if cpu < b[0] || mem < b[1] {
				shrank = true
			}
		}
		conds := slices.DeleteFunc(slices.Clone(p.pod.Status.Conditions), func(c v1.PodCondition) bool { return c.Type == v1.PodResizePending })
		deferred := false
		for _, c := range k.sm.GetPodResizeConditions(p.pod.UID) {
			if c.Type == v1.PodResizePending {
				conds = append(conds, *c.DeepCopy())
				deferred = c.Reason == v1.PodReasonDeferred
			}
		}
		p.pod.Status.Conditions = conds
		if !deferred {
			delete(s.since, p.pod.UID)
		} else if _, ok := s.since[p.pod.UID]; !ok {
			s.since[p.pod.UID] = s.now
		}
	}
	return shrank
}

// walk: PushPendingResize for an arriving resize, then RetryPendingResizes, again while a pod's
// cpu or memory shrinks as HandlePodReconcile measures it (reconcileRequests).
func (s *pathSim) walk(node string, arrived *v1.Pod) {
	k := s.kubelet[node]
	delete(s.ticks, node)
	if arrived != nil {
		k.m.PushPendingResize(klog.Background(), arrived.UID)
	}
	for range 100 {
		before := map[types.UID][2]int64{}
		for _, p := range s.onNode(node) {
			cpu, mem := reconcileRequests(k.m, p)
			before[p.UID] = [2]int64{cpu, mem}
		}
		k.m.RetryPendingResizes(s.ctx, "conformance")
		s.tracef("walk %s", node)
		if !s.sync(node, before) {
			return
		}
	}
}

// resizePending: the kubelet's status manager holds a PodResizePending condition (Deferred or
// Infeasible) for the pod; it reaches the pod's status at the next sync.
func resizePending(conds []*v1.PodCondition) bool {
	for _, c := range conds {
		if c.Type == v1.PodResizePending {
			return true
		}
	}
	return false
}

func (s *pathSim) deferredOn(p *pathPod) bool {
	for _, c := range p.pod.Status.Conditions {
		if c.Type == v1.PodResizePending && c.Reason == v1.PodReasonDeferred {
			return true
		}
	}
	return false
}

func (s *pathSim) apiPods() []*v1.Pod {
	out := []*v1.Pod{}
	for _, p := range s.pods {
		if !p.gone {
			out = append(out, p.pod)
		}
	}
	return out
}

// schedulerPass: the Deferred pods on the nodes given, in the queue's order, each through its
// restricted cycle.
func (s *pathSim) schedulerPass(nodes sets.Set[string]) error {
	if !s.gate {
		return nil
	}
	var queue []*pathPod
	for _, p := range s.pods {
		if !p.gone && !p.terminating && nodes.Has(p.node) && s.deferredOn(p) {
			queue = append(queue, p)
		}
	}
	sort.SliceStable(queue, func(i, j int) bool {
		a, b := queue[i], queue[j]
		pa, pb := priorityOf(a.pod), priorityOf(b.pod)
		if pa != pb {
			return pa > pb
		}
		if s.since[a.pod.UID] != s.since[b.pod.UID] {
			return s.since[a.pod.UID] < s.since[b.pod.UID]
		}
		// Deferred in the same second: the order the kubelets set the conditions in (their
		// status managers' stamps), where upstream's enqueue order is a race across nodes.
		if ta, tb := s.pendingTransition(a), s.pendingTransition(b); ta != nil && tb != nil && !ta.Equal(tb) {
			return ta.Before(tb)
		}
		return a.order < b.order
	})
	for _, p := range queue {
		if p.terminating || p.gone || !s.deferredOn(p) {
			continue
		}
		if err := s.cycle(p); err != nil {
			return err
		}
	}
	return nil
}

func priorityOf(p *v1.Pod) int32 {
	if p.Spec.Priority != nil {
		return *p.Spec.Priority
	}
	return 0
}

func (s *pathSim) cycle(p *pathPod) error {
	ctx := s.ctx
	pods := s.apiPods()
	snapshot := internalcache.NewSnapshot(pods, s.nodes)
	f, _, err := newFramework(ctx, snapshot, pods, true)
	if err != nil {
		return err
	}
	nodeInfo, err := snapshot.NodeInfos().Get(p.node)
	if err != nil {
		return err
	}
	state := framework.NewCycleState()
	if _, st, _ := f.RunPreFilterPlugins(ctx, state, p.pod); !st.IsSuccess() && !st.IsSkip() {
		return nil
	}
	filter := f.RunFilterPluginsWithNominatedPods(ctx, state, p.pod, nodeInfo)
	s.tracef("cycle %s on %s: %v", p.pod.Name, p.node, filter.AsError())
	if filter.IsSuccess() || filter.Plugin() == deferredpodscheduling.Name || filter.Code() == fwk.UnschedulableAndUnresolvable {
		return nil
	}
	pl, err := newPreemption(ctx, f)
	if err != nil {
		return err
	}
	if ok, _ := pl.PodEligibleToPreemptOthers(ctx, p.pod, fwk.NewStatus(fwk.Unschedulable)); !ok {
		return nil
	}
	pdbs := make([]*policy.PodDisruptionBudget, len(s.pdbs))
	for i, pdb := range s.pdbs {
		pdbs[i] = pdb.DeepCopy()
	}
	v := victimsOn(ctx, pl, state, p.pod, nodeInfo, pdbs)
	s.tracef("victims for %s: %+v", p.pod.Name, *v)
	if !v.OK {
		return nil
	}
	for _, name := range v.Victims {
		if victim := s.byName(name); victim != nil && !victim.gone && !victim.terminating {
			s.terminate(victim, s.now+grace(victim.pod), true)
		}
	}
	return nil
}

// arrivalLess: the order the engine hands a scenario's resizes to the kubelets (the kubelet's own
// sortPendingResizes keys, then creation order).
func (s *pathSim) arrivalLess(a, b *pathPod) bool {
	ia, ib := s.increasing(a), s.increasing(b)
	if ia != ib {
		return !ia
	}
	if ia {
		if pa, pb := priorityOf(a.pod), priorityOf(b.pod); pa != pb {
			return pa > pb
		}
		ga, gb := qos.GetPodQOS(a.pod) == v1.PodQOSGuaranteed, qos.GetPodQOS(b.pod) == v1.PodQOSGuaranteed
		if ga != gb {
			return ga
		}
		// Any PodResizePending condition counts (Infeasible too), at the time its status manager
		// set it, as the comparator of sortPendingResizes reads them.
		ta, tb := s.pendingTransition(a), s.pendingTransition(b)
		if (ta != nil) != (tb != nil) {
			return ta != nil
		}
		if ta != nil && !ta.Equal(tb) {
			return ta.Before(tb)
		}
	}
	return a.order < b.order
}

// pendingTransition: the lastTransitionTime of the pod's PodResizePending condition in its
// kubelet's status manager, or nil.
func (s *pathSim) pendingTransition(p *pathPod) *metav1.Time {
	for _, c := range s.kubelet[p.node].sm.GetPodResizeConditions(p.pod.UID) {
		if c.Type == v1.PodResizePending {
			return &c.LastTransitionTime
		}
	}
	return nil
}

func (s *pathSim) increasing(p *pathPod) bool {
	k := s.kubelet[p.node]
	cpu, mem := cpuMem(k.m, p.pod)
	r := resourcehelper.PodRequests(p.pod, resourcehelper.PodResourcesOptions{})
	return r.Cpu().MilliValue() > cpu || r.Memory().Value() > mem
}

// run: the arrivals, then the clock until nothing is left to happen.
func (s *pathSim) run(arrivals []*pathPod) error {
	sort.SliceStable(arrivals, func(i, j int) bool { return s.arrivalLess(arrivals[i], arrivals[j]) })
	for _, p := range arrivals {
		if !p.gone && !p.terminating {
			s.walk(p.node, p.pod)
		}
	}
	affected := sets.New[string]()
	for _, n := range s.nodes {
		affected.Insert(n.Name)
	}
	for step := 0; step < 10000; step++ {
		s.resized = sets.New[string]()
		if err := s.schedulerPass(affected); err != nil {
			return err
		}
		next := int64(-1)
		for _, at := range s.ticks {
			if next < 0 || at < next {
				next = at
			}
		}
		for _, p := range s.pods {
			if p.terminating && !p.gone && (next < 0 || p.goneAt < next) {
				next = p.goneAt
			}
		}
		if next < 0 {
			return nil
		}
		s.now = next
		affected = sets.New[string]()
		walks := sets.New[string]()
		for _, p := range s.pods {
			if p.terminating && !p.gone && p.goneAt == s.now {
				p.gone = true
				affected.Insert(p.node)
				walks.Insert(p.node)
			}
		}
		for n, at := range s.ticks {
			if at == s.now {
				walks.Insert(n)
			}
		}
		for _, n := range sets.List(walks) {
			s.walk(n, nil)
		}
		affected = affected.Union(s.resized)
	}
	return fmt.Errorf("no end after 10000 steps")
}

func (s *pathSim) outcomes(tasks []*pathPod, rejected map[string]string) *PathAnswer {
	a := &PathAnswer{Outcomes: map[string]string{}, Evicted: []string{}}
	evicted := sets.New(s.evicted...)
	for name, msg := range rejected {
		a.Outcomes[name] = "Rejected"
		if a.Rejections == nil {
			a.Rejections = map[string]string{}
		}
		a.Rejections[name] = msg
	}
	for _, p := range tasks {
		o := "Completed"
		switch {
		case evicted.Has(p.pod.Name) && !p.doneBeforeEviction:
			o = "Preempted"
		default:
			for _, c := range p.pod.Status.Conditions {
				if c.Type == v1.PodResizePending {
					o = c.Reason
				}
			}
		}
		// Completed with nothing started: the kubelet found nothing to do (the engine's reason NoChange).
		if o == "Completed" && !s.started.Has(p.pod.Name) {
			o = "Completed/NoChange"
		}
		a.Outcomes[p.pod.Name] = o
	}
	a.Evicted = sets.List(evicted)
	return a
}

func resizePath(c *Case) *Answer {
	s := &pathSim{ctx: context.Background(), gate: c.Gate, nodes: c.Nodes, kubelet: map[string]*nodeKubelet{}, since: map[types.UID]int64{}, ticks: map[string]int64{}, resized: sets.New[string](), started: sets.New[string]()}
	for i, p := range c.Pods {
		pod := p.DeepCopy()
		// The API server records the QoS class at creation (podStrategy.PrepareForCreate,
		// pkg/registry/core/pod/strategy.go) and a resize may not change it, so GetPodQOS reads
		// it, not the allocated copy the kubelet's getAllocatedPods hands its handlers.
		if pod.Status.QOSClass == "" {
			pod.Status.QOSClass = qos.ComputePodQOS(pod)
		}
		s.pods = append(s.pods, &pathPod{pod: pod, node: p.Spec.NodeName, order: i})
	}
	for _, n := range c.Nodes {
		s.kubelet[n.Name] = s.newKubelet(n)
	}
	for _, p := range s.pods {
		k := s.kubelet[p.node]
		if err := k.m.SetAllocatedResources(klog.Background(), allocatedCopy(p.pod)); err != nil {
			return &Answer{Error: err.Error()}
		}
		p.actuated = allocationKey(k.m, p.pod)
	}
	// Recorded PodResizePending conditions, oldest first (the status manager stamps time.Now()).
	recorded := slices.Clone(s.pods)
	conditionOf := func(p *pathPod) *v1.PodCondition {
		for i := range p.pod.Status.Conditions {
			if p.pod.Status.Conditions[i].Type == v1.PodResizePending {
				return &p.pod.Status.Conditions[i]
			}
		}
		return nil
	}
	recorded = slices.DeleteFunc(recorded, func(p *pathPod) bool { return conditionOf(p) == nil })
	sort.SliceStable(recorded, func(i, j int) bool {
		return conditionOf(recorded[i]).LastTransitionTime.Before(&conditionOf(recorded[j]).LastTransitionTime)
	})
	var tasks, arrivals []*pathPod
	for _, p := range recorded {
		cond := conditionOf(p)
		k := s.kubelet[p.node]
		k.sm.SetPodResizePendingCondition(p.pod.UID, cond.Reason, "", 1)
		time.Sleep(2 * time.Microsecond)
		if cond.Reason == v1.PodReasonDeferred {
			s.since[p.pod.UID] = cond.LastTransitionTime.Unix() - c.Now
			k.m.PushPendingResize(klog.Background(), p.pod.UID)
			s.ticks[p.node] = periodicRetry
		}
	}
	for _, p := range s.pods {
		_, updated := s.kubelet[p.node].m.UpdatePodFromAllocation(p.pod)
		if conditionOf(p) != nil {
			tasks = append(tasks, p)
		} else if updated {
			tasks = append(tasks, p)
			arrivals = append(arrivals, p)
		}
	}
	s.now = 0
	pdbs := pdbsOf(c)
	s.pdbs = clonePDBs(pdbs)
	if err := s.run(arrivals); err != nil {
		return &Answer{Error: err.Error()}
	}
	paths := map[string]*PathAnswer{}
	if len(tasks) > 0 {
		paths["cluster-state"] = s.outcomes(tasks, nil)
	}
	if c.Scenario != nil {
		admit, err := newResizeAdmission(s.nodes)
		if err != nil {
			return &Answer{Error: err.Error()}
		}
		var doc scenarioDoc
		if err := json.Unmarshal(c.Scenario, &doc); err != nil {
			return &Answer{Error: err.Error()}
		}
		s.evicted = nil
		s.started = sets.New[string]()
		s.pdbs = clonePDBs(pdbs)
		s.ticks = map[string]int64{}
		rejected := map[string]string{}
		var missing []string
		var scenarioTasks []*pathPod
		for _, r := range doc.Spec.Resizes {
			p := s.byName(r.Target.Name)
			if p == nil || p.gone {
				// Evicted during cluster-state: the engine reports reference/missing-target.
				missing = append(missing, r.Target.Name)
				continue
			}
			newPod := p.pod.DeepCopy()
			for _, rc := range r.Containers {
				// Init containers too (InPlacePodVerticalScalingInitContainers, GA in v1.37).
				for i := range len(newPod.Spec.Containers) + len(newPod.Spec.InitContainers) {
					ct := containerAt(newPod, i)
					if ct.Name != rc.Name {
						continue
					}
					if ct.Resources.Requests == nil {
						ct.Resources.Requests = v1.ResourceList{}
					}
					if ct.Resources.Limits == nil && len(rc.Resources.Limits) > 0 {
						ct.Resources.Limits = v1.ResourceList{}
					}
					for k, q := range rc.Resources.Requests {
						ct.Resources.Requests[k] = q
					}
					for k, q := range rc.Resources.Limits {
						ct.Resources.Limits[k] = q
					}
				}
			}
			if r.Resources != nil {
				// The patch merged into spec.resources, as a strategic merge patch merges maps.
				if newPod.Spec.Resources == nil {
					newPod.Spec.Resources = &v1.ResourceRequirements{}
				}
				pr := newPod.Spec.Resources
				if pr.Requests == nil && len(r.Resources.Requests) > 0 {
					pr.Requests = v1.ResourceList{}
				}
				if pr.Limits == nil && len(r.Resources.Limits) > 0 {
					pr.Limits = v1.ResourceList{}
				}
				for k, q := range r.Resources.Requests {
					pr.Requests[k] = q
				}
				for k, q := range r.Resources.Limits {
					pr.Limits[k] = q
				}
			}
			legacyscheme.Scheme.Default(newPod)
			resized, errs := updateResize(admit, newPod, p.pod)
			if errs != "" {
				rejected[p.pod.Name] = errs
				continue
			}
			p.pod = resized
			scenarioTasks = append(scenarioTasks, p)
		}
		if err := s.run(slices.Clone(scenarioTasks)); err != nil {
			return &Answer{Error: err.Error()}
		}
		paths[doc.Metadata.Name] = s.outcomes(scenarioTasks, rejected)
		for _, name := range missing {
			paths[doc.Metadata.Name].Outcomes[name] = "MissingTarget"
		}
	}
	return &Answer{Paths: paths}
}

func clonePDBs(in []*policy.PodDisruptionBudget) []*policy.PodDisruptionBudget {
	out := make([]*policy.PodDisruptionBudget, len(in))
	for i, p := range in {
		out[i] = p.DeepCopy()
	}
	return out
}

// updateResize: the API server's update of the resize subresource on the internal objects, as
// pkg/registry/core/pod/strategy.go runs it: podResizeStrategy.PrepareForUpdate's pod-level step
// (with PodLevelResourcesFixDefaulting, on in v1.37: keep the old pod-level resources a client
// dropped, then podutil.DefaultPodLevelResources) and podResizeStrategy.ValidateUpdate
// (validation.ValidatePodResize). The rest of PrepareForUpdate (dropNonResizeUpdates) changes
// nothing here: the new pod differs from the old in its containers' resources only. Calling the
// strategy itself would import pkg/registry/core/pod and its storage dependencies.
// Returns the pod as stored (its generation one up), or the refusal.
func updateResize(admit *resizeAdmission, newPod, oldPod *v1.Pod) (*v1.Pod, string) {
	var n, o core.Pod
	if err := legacyscheme.Scheme.Convert(newPod, &n, nil); err != nil {
		return nil, err.Error()
	}
	if err := legacyscheme.Scheme.Convert(oldPod, &o, nil); err != nil {
		return nil, err.Error()
	}
	// The objects as the API server holds them: with a resourceVersion.
	n.ResourceVersion, o.ResourceVersion = "1", "1"
	if utilfeature.DefaultFeatureGate.Enabled(features.PodLevelResourcesFixDefaulting) {
		if n.Spec.Resources == nil && o.Spec.Resources != nil {
			n.Spec.Resources = o.Spec.Resources.DeepCopy()
		}
		if n.Spec.Resources != nil {
			podutil.DefaultPodLevelResources(&n)
		}
	}
	opts := podutil.GetValidationOptionsFromPodSpecAndMeta(&n.Spec, &o.Spec, &n.ObjectMeta, &o.ObjectMeta)
	opts.ResourceIsPod = true
	if errs := corevalidation.ValidatePodResize(&n, &o, opts); len(errs) > 0 {
		return nil, errs.ToAggregate().Error()
	}
	// The validating admission chain (resize-admission.go), on the pod one generation on.
	n.Generation = o.Generation + 1
	if msg := admit.validate(&n, &o); msg != "" {
		return nil, msg
	}
	stored := &v1.Pod{}
	if err := legacyscheme.Scheme.Convert(&n, stored, nil); err != nil {
		return nil, err.Error()
	}
	stored.Generation = oldPod.Generation + 1
	return stored, ""
}
