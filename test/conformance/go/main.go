// Command conformance answers decision cases with Kubernetes v1.37.2's own code.
//
// It reads one JSON case per line on stdin and writes one JSON answer per line on stdout. The
// objects of a case are real v1.Pod / v1.Node / policy/v1 PodDisruptionBudget JSON, decoded by
// upstream's types, so every quantity is parsed by k8s.io/apimachinery's resource.Quantity.
//
// It is a plain `package main` rather than a `go test`: a test binary cannot import the other
// packages' _test.go helpers either, and a binary fed through a pipe needs no test flags or
// temporary files. Feature gates are set once per process (-gate), as
// featuregatetesting.SetFeatureGateDuringTest would for a test: the runner starts one process
// per kind, so the kubelet's critical-pod kind runs with the gate off and the others with it on.
//
// Exported paths used where the function itself is unexported:
//   - pickOneNodeForPreemption (pkg/scheduler/framework/preemption/preemption.go): through
//     Evaluator.DryRunPreemption + Evaluator.SelectCandidate, as TestSelectBestCandidate does.
//   - sortPendingResizes (pkg/kubelet/allocation/allocation_manager.go): through
//     Manager.PushPendingResize; the order is read back from Manager.RetryPendingResizes, which
//     looks each pending pod up (getPodByUID) in queue order — no accessor is exported.
//   - handlePodResourcesResize / canAdmitPod (same file): through PushPendingResize +
//     RetryPendingResizes, with the handlers makeAllocationManager (allocation_manager_test.go)
//     installs (NewPodResizesAdmitHandler, lifecycle.NewPredicateAdmitHandler); the outcome is
//     read from the status manager's PodResizePending condition and the checkpointed allocation.
//   - getPodsToPreempt (pkg/kubelet/preemption/preemption.go): through
//     CriticalPodAdmissionHandler.HandleAdmissionFailure with a killPodFunc that records victims.
//   - The restricted cycle of a Deferred pod (fit kind): NodeResourcesFit and
//     DeferredPodScheduling PreFilter/Filter/Permit called on the plugins, and DefaultPreemption's
//     PodEligibleToPreemptOthers + Evaluator.GetVictimsOnNode + SelectVictimsOnNode on a
//     framework running both filters (RunFilterPluginsWithNominatedPods), as Evaluator.evaluate
//     does for the pod's single node.
//   - The filters of a new pod's cycle (placementFilter kind, placement.go): a framework with the
//     default profile's PreFilter/Filter plugins that read nodes and pods, through
//     RunPreFilterPlugins and RunFilterPluginsWithNominatedPods (nominated pods queued), as
//     schedule_one.go's findNodesThatFitPod runs them.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	v1 "k8s.io/api/core/v1"
	policy "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/sets"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/tools/record"
	resourcehelper "k8s.io/component-helpers/resource"
	"k8s.io/klog/v2"
	fwk "k8s.io/kube-scheduler/framework"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	_ "k8s.io/kubernetes/pkg/apis/apps/install"
	_ "k8s.io/kubernetes/pkg/apis/core/install"
	"k8s.io/kubernetes/pkg/apis/core/v1/helper/qos"
	"k8s.io/kubernetes/pkg/kubelet/allocation"
	"k8s.io/kubernetes/pkg/kubelet/cm"
	"k8s.io/kubernetes/pkg/kubelet/config"
	containertest "k8s.io/kubernetes/pkg/kubelet/container/testing"
	"k8s.io/kubernetes/pkg/kubelet/lifecycle"
	kubepod "k8s.io/kubernetes/pkg/kubelet/pod"
	kubeletpreemption "k8s.io/kubernetes/pkg/kubelet/preemption"
	"k8s.io/kubernetes/pkg/kubelet/status"
	statustest "k8s.io/kubernetes/pkg/kubelet/status/testing"
	kubeletutil "k8s.io/kubernetes/pkg/kubelet/util"
	schedconfig "k8s.io/kubernetes/pkg/scheduler/apis/config"
	internalcache "k8s.io/kubernetes/pkg/scheduler/backend/cache"
	internalqueue "k8s.io/kubernetes/pkg/scheduler/backend/queue"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/defaultbinder"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/defaultpreemption"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/deferredpodscheduling"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/feature"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/noderesources"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/queuesort"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
	"k8s.io/kubernetes/pkg/scheduler/metrics"
	tf "k8s.io/kubernetes/pkg/scheduler/testing/framework"
)

// Case is one decision to make. Which fields are read depends on Kind.
type Case struct {
	ID        string                        `json:"id"`
	Kind      string                        `json:"kind"`
	Nodes     []*v1.Node                    `json:"nodes"`
	Pods      []*v1.Pod                     `json:"pods"`
	PDBs      []*policy.PodDisruptionBudget `json:"pdbs"`
	Preemptor *v1.Pod                       `json:"preemptor"`
	Target    string                        `json:"target"`
	// NominatedNodeStatus is the code the failed cycle gave the preemptor's nominated node
	// (PodEligibleToPreemptOthers' nominatedNodeStatus): "Unschedulable" or "UnschedulableAndUnresolvable".
	NominatedNodeStatus string `json:"nominatedNodeStatus"`
	// PendingSinceOrder: pods whose PodResizePending=Deferred condition is set, oldest first.
	PendingSinceOrder []string `json:"pendingSinceOrder"`
	// PushOrder: the order pods are pushed to the pending-resize queue.
	PushOrder    []string      `json:"pushOrder"`
	Requirements []Requirement `json:"requirements"`
	// resizePath: the gate the case runs with (the process's -gate must match), the
	// ResizeScenario manifest, and time 0 in seconds after the manifests' epoch.
	Gate     bool            `json:"gate"`
	Scenario json.RawMessage `json:"scenario"`
	Now      int64           `json:"now"`
	// rollout: a Deployment or DaemonSet manifest; a Deployment's pods in all ReplicaSets and in the new one.
	Workload    json.RawMessage `json:"workload"`
	AllReplicas int32           `json:"allReplicas"`
	NewReplicas int32           `json:"newReplicas"`
	// manifestRead: a Pod as YAML text.
	Text string `json:"text"`
	// limitRange: the LimitRanges of the case (the pod is Pods[0]).
	LimitRanges []*v1.LimitRange `json:"limitRanges"`
	// placementFilter: the Namespace objects (their labels are what namespaceSelectors read).
	Namespaces []*v1.Namespace `json:"namespaces"`
}

type Requirement struct {
	ResourceName string `json:"resourceName"`
	Quantity     int64  `json:"quantity"`
}

type Status struct {
	Code    string   `json:"code"`
	Reasons []string `json:"reasons"`
}

type NodeVictims struct {
	OK               bool     `json:"ok"`
	Status           *Status  `json:"status,omitempty"`
	Victims          []string `json:"victims"`
	NumPDBViolations int      `json:"numPDBViolations"`
}

type Answer struct {
	ID    string `json:"id"`
	Error string `json:"error,omitempty"`
	// limitRange
	LimitRange *LimitRangeAnswer `json:"limitRange,omitempty"`
	// placementFilter
	Placement *PlacementAnswer `json:"placement,omitempty"`
	// manifestRead
	Refused string                       `json:"refused,omitempty"`
	Lists   map[string]map[string]string `json:"lists,omitempty"`
	// podRequests
	Spec   map[string]int64 `json:"spec,omitempty"`
	Status map[string]int64 `json:"status,omitempty"`
	QOS    string           `json:"qos,omitempty"`
	// fit
	Fit    *Status      `json:"fit,omitempty"`
	DPS    *Status      `json:"dps,omitempty"`
	Permit *Status      `json:"permit,omitempty"`
	Cycle  string       `json:"cycle,omitempty"`
	Cand   *NodeVictims `json:"candidate,omitempty"`
	// selectVictims
	Eligible       *bool                   `json:"eligible,omitempty"`
	EligibleReason string                  `json:"eligibleReason,omitempty"`
	Nodes          map[string]*NodeVictims `json:"nodes,omitempty"`
	Picked         *string                 `json:"picked,omitempty"`
	// pendingOrder / admit
	Order     []string           `json:"order,omitempty"`
	Decisions map[string]Outcome `json:"decisions,omitempty"`
	// criticalPreemption
	Found   *bool    `json:"found,omitempty"`
	Evicted []string `json:"evicted,omitempty"`
	// resizePath
	Paths map[string]*PathAnswer `json:"paths,omitempty"`
	// rollout
	Surge         *int32 `json:"surge,omitempty"`
	Unavailable   *int32 `json:"unavailable,omitempty"`
	NewRSReplicas *int32 `json:"newRSReplicas,omitempty"`
	// strictFields: the unknown fields' paths, sorted.
	Unknown []string            `json:"unknown,omitempty"`
	Fields  map[string][]string `json:"fields,omitempty"`
}

type Outcome struct {
	Kind    string `json:"kind"`
	Message string `json:"message,omitempty"`
}

func main() {
	gate := flag.Bool("gate", true, "InPlacePodVerticalScalingSchedulerPreemption")
	flag.Parse()
	klog.SetOutput(io.Discard)
	klog.LogToStderr(false)
	if err := utilfeature.DefaultMutableFeatureGate.Set(fmt.Sprintf("InPlacePodVerticalScalingSchedulerPreemption=%t", *gate)); err != nil {
		fmt.Fprintln(os.Stderr, "feature gate:", err)
		os.Exit(2)
	}
	metrics.Register()

	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	for in.Scan() {
		var c Case
		var a *Answer
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			a = &Answer{Error: "decode: " + err.Error()}
		} else {
			applyDefaults(&c)
			a = answer(&c)
		}
		a.ID = c.ID
		if err := enc.Encode(a); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		// The runner waits for each answer batch; flush per line keeps the pipe moving.
		if err := out.Flush(); err != nil {
			os.Exit(2)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

// applyDefaults runs the API server's defaulting (pkg/apis/core/v1 SetObjectDefaults_*) over
// the objects, as creating them would: e.g. a container's missing requests default to its limits.
func applyDefaults(c *Case) {
	for _, p := range append(slices.Clone(c.Pods), c.Preemptor) {
		if p != nil {
			legacyscheme.Scheme.Default(p)
		}
	}
	for _, n := range c.Nodes {
		legacyscheme.Scheme.Default(n)
	}
}

func answer(c *Case) (a *Answer) {
	defer func() {
		if r := recover(); r != nil {
			a = &Answer{Error: fmt.Sprintf("panic: %v", r)}
		}
	}()
	switch c.Kind {
	case "podRequests":
		return podRequests(c)
	case "fit":
		return fit(c)
	case "selectVictims":
		return selectVictims(c)
	case "pendingOrder", "admit":
		return pending(c)
	case "criticalPreemption":
		return critical(c)
	case "resizePath":
		return resizePath(c)
	case "strictFields":
		return strictFieldsAnswer(c)
	case "rollout":
		return rollout(c)
	case "manifestRead":
		return manifestRead(c)
	case "limitRange":
		return limitRange(c)
	case "placementFilter":
		return placementFilter(c)
	}
	return &Answer{Error: "unknown kind " + c.Kind}
}

// amounts: cpu in millicores, everything else in units (Quantity.Value rounds up).
func amounts(l v1.ResourceList) map[string]int64 {
	m := map[string]int64{}
	for name, q := range l {
		if name == v1.ResourceCPU {
			m[string(name)] = q.MilliValue()
		} else {
			m[string(name)] = q.Value()
		}
	}
	return m
}

func podRequests(c *Case) *Answer {
	pod := c.Pods[0]
	return &Answer{
		Spec:   amounts(resourcehelper.PodRequests(pod, resourcehelper.PodResourcesOptions{})),
		Status: amounts(resourcehelper.PodRequests(pod, resourcehelper.PodResourcesOptions{UseStatusResources: true})),
		QOS:    string(qos.GetPodQOS(pod)),
	}
}

func toStatus(s *fwk.Status) *Status {
	if s == nil {
		return &Status{Code: "Success", Reasons: []string{}}
	}
	r := s.Reasons()
	if r == nil {
		r = []string{}
	}
	return &Status{Code: s.Code().String(), Reasons: r}
}

func schedulerFeatures() feature.Features {
	return feature.NewSchedulerFeaturesFromGates(utilfeature.DefaultFeatureGate)
}

// newFramework builds a framework as default_preemption_test.go TestSelectBestCandidate does.
func newFramework(ctx context.Context, snapshot *internalcache.Snapshot, pods []*v1.Pod, withDPS bool) (framework.Framework, informers.SharedInformerFactory, error) {
	fts := schedulerFeatures()
	cs := fake.NewClientset()
	informerFactory := informers.NewSharedInformerFactory(cs, 0)
	for _, p := range pods {
		_ = informerFactory.Core().V1().Pods().Informer().GetStore().Add(p)
	}
	// DeferredPodScheduling runs before NodeResourcesFit, as applyDeferredPodScheduling
	// (pkg/scheduler/apis/config/v1/default_plugins.go) places it in the default profile.
	var regs []tf.RegisterPluginFunc
	if withDPS {
		regs = append(regs, tf.RegisterPluginAsExtensions(deferredpodscheduling.Name, frameworkruntime.FactoryAdapter(fts, deferredpodscheduling.New), "PreFilter", "Filter", "Permit"))
	}
	regs = append(regs,
		tf.RegisterPluginAsExtensions(noderesources.Name, frameworkruntime.FactoryAdapter(fts, noderesources.NewFit), "Filter", "PreFilter"),
		tf.RegisterQueueSortPlugin(queuesort.Name, queuesort.New),
		tf.RegisterBindPlugin(defaultbinder.Name, defaultbinder.New),
	)
	f, err := tf.NewFramework(ctx, regs, "",
		frameworkruntime.WithPodNominator(internalqueue.NewSchedulingQueue(nil, informerFactory)),
		frameworkruntime.WithSnapshotSharedLister(snapshot),
		frameworkruntime.WithMutableSnapshotLister(snapshot),
		frameworkruntime.WithInformerFactory(informerFactory),
		frameworkruntime.WithLogger(klog.Background()),
	)
	return f, informerFactory, err
}

func fitArgs() *schedconfig.NodeResourcesFitArgs {
	return &schedconfig.NodeResourcesFitArgs{ScoringStrategy: &schedconfig.ScoringStrategy{
		Type:      schedconfig.LeastAllocated,
		Resources: []schedconfig.ResourceSpec{{Name: "cpu", Weight: 1}, {Name: "memory", Weight: 1}},
	}}
}

func findPod(pods []*v1.Pod, name string) *v1.Pod {
	for _, p := range pods {
		if p.Name == name {
			return p
		}
	}
	return nil
}

func names(pods []*v1.Pod) []string {
	out := []string{}
	for _, p := range pods {
		out = append(out, p.Name)
	}
	return out
}

func newPreemption(ctx context.Context, f framework.Framework) (*defaultpreemption.DefaultPreemption, error) {
	args := &schedconfig.DefaultPreemptionArgs{MinCandidateNodesPercentage: 10, MinCandidateNodesAbsolute: 100}
	return defaultpreemption.New(ctx, args, f, schedulerFeatures())
}

// fit: the Deferred pod's Filter and Permit on its own node, and its restricted cycle.
func fit(c *Case) *Answer {
	ctx := context.Background()
	node := c.Nodes[0]
	pod := findPod(c.Pods, c.Target)
	snapshot := internalcache.NewSnapshot(c.Pods, c.Nodes)
	f, _, err := newFramework(ctx, snapshot, c.Pods, true)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	fts := schedulerFeatures()
	fitPl, err := noderesources.NewFit(ctx, fitArgs(), f, fts)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	dpsPl, _ := deferredpodscheduling.New(ctx, nil, f, fts)
	nodeInfo, err := snapshot.NodeInfos().Get(node.Name)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	nodes := []fwk.NodeInfo{nodeInfo}
	own := framework.NewCycleState()
	fitPl.(fwk.PreFilterPlugin).PreFilter(ctx, own, pod, nodes)
	a := &Answer{
		Fit:    toStatus(fitPl.(fwk.FilterPlugin).Filter(ctx, own, pod, nodeInfo)),
		DPS:    toStatus(dpsPl.(fwk.FilterPlugin).Filter(ctx, own, pod, nodeInfo)),
		Permit: nil,
	}
	permit, _ := dpsPl.(fwk.PermitPlugin).Permit(ctx, own, pod, node.Name)
	a.Permit = toStatus(permit)

	// The cycle: PreFilter, Filter (both plugins), then PostFilter's steps for the one node.
	state := framework.NewCycleState()
	if _, s, _ := f.RunPreFilterPlugins(ctx, state, pod); !s.IsSuccess() && !s.IsSkip() {
		a.Cycle = "PreFilter:" + s.Code().String()
		return a
	}
	filter := f.RunFilterPluginsWithNominatedPods(ctx, state, pod, nodeInfo)
	switch {
	case filter.IsSuccess():
		a.Cycle = "Parked"
		return a
	case filter.Plugin() == deferredpodscheduling.Name:
		a.Cycle = "Disabled"
		return a
	case filter.Code() == fwk.UnschedulableAndUnresolvable:
		a.Cycle = "Unresolvable"
		return a
	}
	pl, err := newPreemption(ctx, f)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	if ok, _ := pl.PodEligibleToPreemptOthers(ctx, pod, fwk.NewStatus(fwk.Unschedulable)); !ok {
		a.Cycle = "NotEligible"
		return a
	}
	a.Cand = victimsOn(ctx, pl, state, pod, nodeInfo, pdbsOf(c))
	if a.Cand.OK && len(a.Cand.Victims) > 0 {
		a.Cycle = "Preempt"
	} else {
		a.Cycle = "NoCandidate"
	}
	return a
}

func pdbsOf(c *Case) []*policy.PodDisruptionBudget {
	if c.PDBs == nil {
		return []*policy.PodDisruptionBudget{}
	}
	return c.PDBs
}

func victimsOn(ctx context.Context, pl *defaultpreemption.DefaultPreemption, state fwk.CycleState, pod *v1.Pod, nodeInfo fwk.NodeInfo, pdbs []*policy.PodDisruptionBudget) *NodeVictims {
	all, err := pl.Evaluator.GetVictimsOnNode(ctx, nodeInfo)
	if err != nil {
		return &NodeVictims{Status: &Status{Code: "Error", Reasons: []string{err.Error()}}}
	}
	victims, violations, s := pl.SelectVictimsOnNode(ctx, state.Clone(), pod, nodeInfo.Snapshot(), all, pdbs)
	if !s.IsSuccess() {
		return &NodeVictims{Status: toStatus(s), Victims: []string{}}
	}
	return &NodeVictims{OK: true, Victims: names(victims), NumPDBViolations: violations}
}

// selectVictims: eligibility, SelectVictimsOnNode on every node, and the evaluator's pick.
func selectVictims(c *Case) *Answer {
	ctx := context.Background()
	pod := c.Preemptor
	all := append(slices.Clone(c.Pods), pod)
	snapshot := internalcache.NewSnapshot(c.Pods, c.Nodes)
	f, _, err := newFramework(ctx, snapshot, all, false)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	pl, err := newPreemption(ctx, f)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	a := &Answer{Nodes: map[string]*NodeVictims{}}
	code := fwk.Unschedulable
	if c.NominatedNodeStatus == "UnschedulableAndUnresolvable" {
		code = fwk.UnschedulableAndUnresolvable
	}
	ok, reason := pl.PodEligibleToPreemptOthers(ctx, pod, fwk.NewStatus(code))
	a.Eligible = &ok
	a.EligibleReason = reason
	state := framework.NewCycleState()
	if _, s, _ := f.RunPreFilterPlugins(ctx, state, pod); !s.IsSuccess() {
		return &Answer{Error: "PreFilter: " + s.Message()}
	}
	nodeInfos, err := f.SnapshotSharedLister().NodeInfos().List()
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	pdbs := pdbsOf(c)
	for _, ni := range nodeInfos {
		a.Nodes[ni.Node().Name] = victimsOn(ctx, pl, state, pod, ni, pdbs)
	}
	offset, n := pl.GetOffsetAndNumCandidates(int32(len(nodeInfos)))
	candidates, _, _ := pl.Evaluator.DryRunPreemption(ctx, state, pod, nodeInfos, pdbs, offset, n)
	if best := pl.Evaluator.SelectCandidate(ctx, candidates); best != nil {
		name := best.Name()
		a.Picked = &name
	}
	return a
}

// allocatedCopy is the pod as the kubelet admitted it: each container at its
// status.allocatedResources (the spec where there is none), with the limits its
// status.resources.limits records (the spec's where there are none). The API shows no allocated
// limits; convertContainerStatusResources (pkg/kubelet/kubelet_pods.go) starts status.resources
// from the allocated container, so the engine takes them for the checkpoint's, and so does this.
func allocatedCopy(p *v1.Pod) *v1.Pod {
	c := p.DeepCopy()
	requests := map[string]v1.ResourceList{}
	limits := map[string]v1.ResourceList{}
	for _, s := range append(slices.Clone(p.Status.ContainerStatuses), p.Status.InitContainerStatuses...) {
		if s.AllocatedResources != nil {
			requests[s.Name] = s.AllocatedResources
		}
		if s.Resources != nil && s.Resources.Limits != nil {
			limits[s.Name] = s.Resources.Limits
		}
	}
	for i := range len(c.Spec.Containers) + len(c.Spec.InitContainers) {
		ct := containerAt(c, i)
		if r, ok := requests[ct.Name]; ok {
			ct.Resources.Requests = r.DeepCopy()
		}
		if l, ok := limits[ct.Name]; ok {
			ct.Resources.Limits = l.DeepCopy()
		}
	}
	return c
}

// pending builds the allocation manager as makeAllocationManager (allocation_manager_test.go) does.
func pending(c *Case) *Answer {
	ctx := context.Background()
	logger := klog.Background()
	node := c.Nodes[0]
	pods := c.Pods
	statusManager := status.NewManager(&fake.Clientset{}, kubepod.NewBasicPodManager(), &statustest.FakePodDeletionSafetyProvider{}, kubeletutil.NewPodStartupLatencyTracker())
	containerManager := cm.NewFakeContainerManager(logger)
	var recording bool
	var order []string
	byUID := func(uid types.UID) (*v1.Pod, bool) {
		for _, p := range pods {
			if p.UID == uid {
				if recording {
					order = append(order, p.Name)
				}
				return p, true
			}
		}
		return nil, false
	}
	m := allocation.NewInMemoryManager(logger, statusManager,
		func(context.Context, *v1.Pod) {},
		func() []*v1.Pod { return pods },
		byUID,
		config.NewSourcesReady(func(_ sets.Set[string]) bool { return true }),
		record.NewFakeRecorder(1<<16),
	)
	getNode := func(context.Context, bool) (*v1.Node, error) { return node, nil }
	predicateHandler := lifecycle.NewPredicateAdmitHandler(getNode, lifecycle.NewAdmissionFailureHandlerStub(), containerManager.UpdatePluginResources)
	resizeHandler := allocation.NewPodResizesAdmitHandler(containerManager, &containertest.FakeRuntime{}, m)
	m.AddPodAdmitHandlers(lifecycle.PodAdmitHandlers{resizeHandler, predicateHandler})
	for _, p := range pods {
		if err := m.SetAllocatedResources(logger, allocatedCopy(p)); err != nil {
			return &Answer{Error: err.Error()}
		}
	}
	uidOf := func(name string) types.UID {
		if p := findPod(pods, name); p != nil {
			return p.UID
		}
		return types.UID("missing/" + name)
	}
	for _, name := range c.PendingSinceOrder {
		statusManager.SetPodResizePendingCondition(uidOf(name), v1.PodReasonDeferred, "", 1)
		// lastTransitionTime is time.Now(): keep each one strictly later than the previous.
		time.Sleep(2 * time.Microsecond)
	}
	a := &Answer{Decisions: map[string]Outcome{}}
	noChange := map[string]bool{}
	for _, name := range c.PushOrder {
		p := findPod(pods, name)
		if _, updated := m.UpdatePodFromAllocation(p); !updated {
			noChange[name] = true
		}
		m.PushPendingResize(logger, p.UID)
	}
	recording = true
	m.RetryPendingResizes(ctx, "conformance")
	recording = false
	a.Order = order
	if a.Order == nil {
		a.Order = []string{}
	}
	for _, name := range c.PushOrder {
		uid := uidOf(name)
		o := Outcome{Kind: "Accepted"}
		if noChange[name] {
			o.Kind = "NoChange"
		}
		for _, cond := range statusManager.GetPodResizeConditions(uid) {
			if cond.Type == v1.PodResizePending {
				o = Outcome{Kind: cond.Reason, Message: cond.Message}
			}
		}
		a.Decisions[name] = o
	}
	return a
}

// critical: the kubelet's victims for a critical pod's resize that failed admission for resources.
func critical(c *Case) *Answer {
	ctx := context.Background()
	pods := c.Pods
	var evicted []string
	kill := func(pod *v1.Pod, _ bool, _ *int64, _ func(*v1.PodStatus)) error {
		evicted = append(evicted, pod.Name)
		return nil
	}
	h := kubeletpreemption.NewCriticalPodAdmissionHandler(func() []*v1.Pod { return pods }, kill, record.NewFakeRecorder(1<<16))
	var reasons []lifecycle.PredicateFailureReason
	for _, r := range c.Requirements {
		reasons = append(reasons, &lifecycle.InsufficientResourceError{ResourceName: v1.ResourceName(r.ResourceName), Requested: r.Quantity})
	}
	rest, err := h.HandleAdmissionFailure(ctx, c.Preemptor, reasons, lifecycle.ResizeOperation)
	found := err == nil && len(rest) == 0
	a := &Answer{Found: &found, Evicted: evicted}
	if a.Evicted == nil {
		a.Evicted = []string{}
	}
	if err != nil {
		a.Error = ""
		a.EligibleReason = err.Error()
	} else if len(rest) > 0 {
		a.EligibleReason = fmt.Sprintf("%d failure reasons returned", len(rest))
	}
	return a
}

var _ = resource.MustParse
