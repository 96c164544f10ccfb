package main

import (
	"context"
	"fmt"
	"slices"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/sets"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/klog/v2"
	fwk "k8s.io/kube-scheduler/framework"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	podutil "k8s.io/kubernetes/pkg/api/pod"
	"k8s.io/kubernetes/pkg/apis/core"
	corevalidation "k8s.io/kubernetes/pkg/apis/core/validation"
	"k8s.io/kubernetes/pkg/features"
	schedconfig "k8s.io/kubernetes/pkg/scheduler/apis/config"
	internalcache "k8s.io/kubernetes/pkg/scheduler/backend/cache"
	internalqueue "k8s.io/kubernetes/pkg/scheduler/backend/queue"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/defaultbinder"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/feature"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/interpodaffinity"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/nodeaffinity"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/nodename"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/nodeports"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/noderesources"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/nodeunschedulable"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/podtopologyspread"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/queuesort"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/tainttoleration"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
	tf "k8s.io/kubernetes/pkg/scheduler/testing/framework"
)

// PlacementStatus is one node's answer (or PreFilter's): the status code, its reasons and the
// plugin that gave it (empty for Success).
type PlacementStatus struct {
	Code    string   `json:"code"`
	Reasons []string `json:"reasons"`
	Plugin  string   `json:"plugin"`
}

// PlacementAnswer: PreFilter's rejection (absent when it passed), else every node's final
// Filter status (Nodes) and the statuses findNodesThatFitPod records for a pod that fits nowhere
// (Diagnosis: the filtered nodes' own, and for the nodes PreFilter's result leaves out the
// status SetAbsentNodesStatus gives them).
type PlacementAnswer struct {
	PreFilter *PlacementStatus            `json:"preFilter,omitempty"`
	Nodes     map[string]*PlacementStatus `json:"nodes,omitempty"`
	Diagnosis map[string]*PlacementStatus `json:"diagnosis,omitempty"`
}

func placementStatus(s *fwk.Status) *PlacementStatus {
	if s.IsSuccess() {
		return &PlacementStatus{Code: "Success", Reasons: []string{}}
	}
	r := s.Reasons()
	if r == nil {
		r = []string{}
	}
	return &PlacementStatus{Code: s.Code().String(), Reasons: r, Plugin: s.Plugin()}
}

// applyLabelKeysToLabelSelector, applyMatchLabelKeysAndMismatchLabelKeys, mutatePodAffinity,
// applyMatchLabelKeys and mutateTopologySpreadConstraints mirror
// pkg/registry/core/pod/strategy.go (podStrategy.PrepareForCreate) on the v1 pod: the API server
// merges matchLabelKeys (`key In (value)`) and mismatchLabelKeys (`key NotIn (value)`) into the
// labelSelector when it creates a pod, so the scheduler's plugins only ever see merged
// selectors. The cases carry the pods as written; the merge is done here, for the incoming pod
// and for every bound pod alike (each was created through the API server). Importing the
// strategy itself would pull in pkg/registry/core/pod and its storage dependencies.
func applyLabelKeysToLabelSelector(labelSelector *metav1.LabelSelector, labelKeys []string, operator metav1.LabelSelectorOperator, podLabels map[string]string) {
	for _, key := range labelKeys {
		if value, ok := podLabels[key]; ok {
			labelSelector.MatchExpressions = append(labelSelector.MatchExpressions, metav1.LabelSelectorRequirement{
				Key:      key,
				Operator: operator,
				Values:   []string{value},
			})
		}
	}
}

func applyMatchLabelKeysAndMismatchLabelKeys(term *v1.PodAffinityTerm, label map[string]string) {
	if (len(term.MatchLabelKeys) == 0 && len(term.MismatchLabelKeys) == 0) || term.LabelSelector == nil {
		return
	}
	applyLabelKeysToLabelSelector(term.LabelSelector, term.MatchLabelKeys, metav1.LabelSelectorOpIn, label)
	applyLabelKeysToLabelSelector(term.LabelSelector, term.MismatchLabelKeys, metav1.LabelSelectorOpNotIn, label)
}

func mutatePodAffinity(pod *v1.Pod) {
	if !utilfeature.DefaultFeatureGate.Enabled(features.MatchLabelKeysInPodAffinity) || pod.Spec.Affinity == nil {
		return
	}
	if affinity := pod.Spec.Affinity.PodAffinity; affinity != nil {
		for i := range affinity.PreferredDuringSchedulingIgnoredDuringExecution {
			applyMatchLabelKeysAndMismatchLabelKeys(&affinity.PreferredDuringSchedulingIgnoredDuringExecution[i].PodAffinityTerm, pod.Labels)
		}
		for i := range affinity.RequiredDuringSchedulingIgnoredDuringExecution {
			applyMatchLabelKeysAndMismatchLabelKeys(&affinity.RequiredDuringSchedulingIgnoredDuringExecution[i], pod.Labels)
		}
	}
	if affinity := pod.Spec.Affinity.PodAntiAffinity; affinity != nil {
		for i := range affinity.PreferredDuringSchedulingIgnoredDuringExecution {
			applyMatchLabelKeysAndMismatchLabelKeys(&affinity.PreferredDuringSchedulingIgnoredDuringExecution[i].PodAffinityTerm, pod.Labels)
		}
		for i := range affinity.RequiredDuringSchedulingIgnoredDuringExecution {
			applyMatchLabelKeysAndMismatchLabelKeys(&affinity.RequiredDuringSchedulingIgnoredDuringExecution[i], pod.Labels)
		}
	}
}

func mutateTopologySpreadConstraints(pod *v1.Pod) {
	if !utilfeature.DefaultFeatureGate.Enabled(features.MatchLabelKeysInPodTopologySpread) || !utilfeature.DefaultFeatureGate.Enabled(features.MatchLabelKeysInPodTopologySpreadSelectorMerge) || pod.Spec.TopologySpreadConstraints == nil {
		return
	}
	for i := range pod.Spec.TopologySpreadConstraints {
		c := &pod.Spec.TopologySpreadConstraints[i]
		if len(c.MatchLabelKeys) == 0 || c.LabelSelector == nil {
			continue
		}
		applyLabelKeysToLabelSelector(c.LabelSelector, c.MatchLabelKeys, metav1.LabelSelectorOpIn, pod.Labels)
	}
}

// placementFilter answers a new pod's PreFilter and Filter on every node with the default
// profile's filter plugins that read what the cases hold, in getDefaultPlugins' order
// (pkg/scheduler/apis/config/v1/default_plugins.go): NodeName, NodeUnschedulable,
// TaintToleration, NodeAffinity, NodePorts, NodeResourcesFit, PodTopologySpread, InterPodAffinity, with
// their default args (PodTopologySpread: SystemDefaulting, whose constraints are all
// ScheduleAnyway and so never filter). The framework is built as
// podtopologyspread/filtering_test.go and interpodaffinity/filtering_test.go build theirs: a
// cache snapshot of the nodes and bound pods (PodTopologySpread counts domains from the
// snapshot's NodeInfos, not from a node informer), and the Namespace objects in the informer
// factory's namespace store, which InterPodAffinity's nsLister reads for namespaceSelectors.
// Then RunPreFilterPlugins and, per node, RunFilterPluginsWithNominatedPods, as
// findNodesThatPassFilters runs them.
func placementFilter(c *Case) *Answer {
	ctx := context.Background()
	pod := c.Preemptor
	mutatePodAffinity(pod)
	mutateTopologySpreadConstraints(pod)
	for _, p := range c.Pods {
		mutatePodAffinity(p)
		mutateTopologySpreadConstraints(p)
	}
	// The generator writes only pods the API server accepts; a refusal is the harness's bug.
	for _, p := range append(slices.Clone(c.Pods), pod) {
		var internal core.Pod
		if err := legacyscheme.Scheme.Convert(p, &internal, nil); err != nil {
			return &Answer{Error: err.Error()}
		}
		opts := podutil.GetValidationOptionsFromPodSpecAndMeta(&internal.Spec, nil, &internal.ObjectMeta, nil)
		if errs := corevalidation.ValidatePodCreate(&internal, opts); len(errs) > 0 {
			return &Answer{Error: "the API server refuses " + p.Name + ": " + errs.ToAggregate().Error()}
		}
	}
	fts := schedulerFeatures()
	cs := fake.NewClientset()
	informerFactory := informers.NewSharedInformerFactory(cs, 0)
	nsStore := informerFactory.Core().V1().Namespaces().Informer().GetStore()
	for _, ns := range c.Namespaces {
		_ = nsStore.Add(ns)
	}
	// The scheduler's pod informer lists only pods that have not finished (newPodInformer,
	// pkg/scheduler/scheduler.go: status.phase!=Succeeded,status.phase!=Failed): its cache, and so
	// the snapshot, never holds the others.
	// Pods without a node that carry status.nominatedNodeName wait in the scheduling queue for
	// their victims to leave, and RunFilterPluginsWithNominatedPods counts those of equal or
	// higher priority on their node (addGENominatedPods).
	var running, nominated []*v1.Pod
	for _, p := range c.Pods {
		switch {
		case p.Spec.NodeName == "" && p.Status.NominatedNodeName != "":
			nominated = append(nominated, p)
		case p.Spec.NodeName != "" && p.Status.Phase != v1.PodSucceeded && p.Status.Phase != v1.PodFailed:
			running = append(running, p)
		}
	}
	snapshot := internalcache.NewSnapshot(running, c.Nodes)
	spreadArgs := &schedconfig.PodTopologySpreadArgs{DefaultingType: schedconfig.SystemDefaulting}
	affinityArgs := &schedconfig.InterPodAffinityArgs{HardPodAffinityWeight: 1}
	regs := []tf.RegisterPluginFunc{
		tf.RegisterQueueSortPlugin(queuesort.Name, queuesort.New),
		tf.RegisterBindPlugin(defaultbinder.Name, defaultbinder.New),
		tf.RegisterPluginAsExtensions(nodename.Name, frameworkruntime.FactoryAdapter(fts, nodename.New), "Filter"),
		tf.RegisterPluginAsExtensions(nodeunschedulable.Name, frameworkruntime.FactoryAdapter(fts, nodeunschedulable.New), "Filter"),
		tf.RegisterPluginAsExtensions(tainttoleration.Name, frameworkruntime.FactoryAdapter(fts, tainttoleration.New), "Filter"),
		tf.RegisterPluginAsExtensions(nodeaffinity.Name, frameworkruntime.FactoryAdapter(fts, nodeaffinity.New), "PreFilter", "Filter"),
		tf.RegisterPluginAsExtensions(nodeports.Name, frameworkruntime.FactoryAdapter(fts, nodeports.New), "PreFilter", "Filter"),
		tf.RegisterPluginAsExtensions(noderesources.Name, frameworkruntime.FactoryAdapter(fts, noderesources.NewFit), "PreFilter", "Filter"),
		tf.RegisterPluginAsExtensions(podtopologyspread.Name, withArgs(fts, podtopologyspread.New, spreadArgs), "PreFilter", "Filter"),
		tf.RegisterPluginAsExtensions(interpodaffinity.Name, withArgs(fts, interpodaffinity.New, affinityArgs), "PreFilter", "Filter"),
	}
	podStore := informerFactory.Core().V1().Pods().Informer().GetStore()
	for _, p := range append(slices.Clone(c.Pods), pod) {
		_ = podStore.Add(p)
	}
	// The nominated pods are pending, so they are in the queue (Add records each one's
	// status.nominatedNodeName in the nominator): NominatedPodsForNode returns the queued pod,
	// where a pod only nominated (AddNominatedPod alone) comes back as a bare name and UID
	// (nominatedPodToInfo, podRef.toPod), with no labels, terms or priority.
	sorter, err := queuesort.New(ctx, nil, nil)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	queue := internalqueue.NewSchedulingQueue(sorter.(fwk.QueueSortPlugin).Less, informerFactory)
	for _, p := range nominated {
		queue.Add(ctx, p)
	}
	f, err := tf.NewFramework(ctx, regs, "",
		frameworkruntime.WithPodNominator(queue),
		frameworkruntime.WithSnapshotSharedLister(snapshot),
		frameworkruntime.WithInformerFactory(informerFactory),
		frameworkruntime.WithLogger(klog.Background()),
	)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	state := framework.NewCycleState()
	result, s, unscheduledPlugins := f.RunPreFilterPlugins(ctx, state, pod)
	if !s.IsSuccess() {
		return &Answer{Placement: &PlacementAnswer{PreFilter: placementStatus(s)}}
	}
	nodeInfos, err := snapshot.NodeInfos().List()
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	a := &PlacementAnswer{Nodes: map[string]*PlacementStatus{}, Diagnosis: map[string]*PlacementStatus{}}
	// findNodesThatFitPod (pkg/scheduler/schedule_one.go): with a PreFilterResult (NodeAffinity's
	// matchFields on metadata.name, a DaemonSet's pod) only its nodes are filtered; the others
	// take the absent-nodes status, which FitError.Error counts in the FailedScheduling message.
	absent := fwk.NewStatus(fwk.UnschedulableAndUnresolvable, fmt.Sprintf("node(s) didn't satisfy plugin(s) %v", sets.List(unscheduledPlugins)))
	for _, ni := range nodeInfos {
		name := ni.Node().Name
		st := placementStatus(f.RunFilterPluginsWithNominatedPods(ctx, state, pod, ni))
		a.Nodes[name] = st
		if result.AllNodes() || result.NodeNames.Has(name) {
			a.Diagnosis[name] = st
		} else {
			a.Diagnosis[name] = &PlacementStatus{Code: absent.Code().String(), Reasons: absent.Reasons()}
		}
	}
	return &Answer{Placement: a}
}

// withArgs is frameworkruntime.FactoryAdapter with the plugin's args object, which the
// registry's factory is otherwise handed by the profile (its defaults).
func withArgs(fts feature.Features, f func(context.Context, runtime.Object, fwk.Handle, feature.Features) (fwk.Plugin, error), args runtime.Object) frameworkruntime.PluginFactory {
	return func(ctx context.Context, _ runtime.Object, h fwk.Handle) (fwk.Plugin, error) {
		return f(ctx, args, h, fts)
	}
}
