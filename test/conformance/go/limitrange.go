package main

// The limitRange kind: a pod created in a namespace with LimitRanges, admitted by the LimitRanger
// plugin itself (plugin/pkg/admission/limitranger/admission.go: Admit runs PodMutateLimitFunc,
// the pod is validated as its creation validates it, then Validate runs PodValidateLimitFunc),
// with the case's LimitRanges in its informer and as the API server stores them
// (SetDefaults_LimitRangeItem; one ValidateLimitRange refuses is never created).
//
// The plugin lists a namespace's LimitRanges from its informer's index, a set walked in Go's map
// order (client-go tools/cache thread_safe_store.go ByIndex), once for Admit and once for
// Validate, so with two or more LimitRanges which defaults win and which refusal is reported may
// differ between two runs. The answer's alternatives are every outcome the same two loops give
// over every order of the LimitRanges (runLimitFunc's loop with the exported PodMutateLimitFunc
// and PodValidateLimitFunc), the plugin's own answer among them.

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/admission"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	podutil "k8s.io/kubernetes/pkg/api/pod"
	core "k8s.io/kubernetes/pkg/apis/core"
	"k8s.io/kubernetes/pkg/apis/core/validation"
	"k8s.io/kubernetes/plugin/pkg/admission/limitranger"
)

// LimitRangeAnswer: the pod admitted or the full refusal, each container's requests and limits
// after the plugin's defaults (c0.requests, i0.limits: cpu in millicores, the rest in units), the
// LimitRanges the API server refuses to create, and (two or more LimitRanges) every outcome an
// order of the lister could give.
type LimitRangeAnswer struct {
	Admitted     bool                         `json:"admitted"`
	Message      string                       `json:"message,omitempty"`
	Lists        map[string]map[string]string `json:"lists,omitempty"`
	Invalid      []string                     `json:"invalid,omitempty"`
	Alternatives []*LimitRangeAnswer          `json:"alternatives,omitempty"`
}

func lrLists(pod *core.Pod) map[string]map[string]string {
	lists := map[string]map[string]string{}
	add := func(key string, list core.ResourceList) {
		if len(list) == 0 {
			return
		}
		out := map[string]string{}
		for r, q := range list {
			if r == core.ResourceCPU {
				out[string(r)] = fmt.Sprint(q.MilliValue())
			} else {
				out[string(r)] = fmt.Sprint(q.Value())
			}
		}
		lists[key] = out
	}
	for i, c := range pod.Spec.Containers {
		add(fmt.Sprintf("c%d.requests", i), c.Resources.Requests)
		add(fmt.Sprintf("c%d.limits", i), c.Resources.Limits)
	}
	for i, c := range pod.Spec.InitContainers {
		add(fmt.Sprintf("i%d.requests", i), c.Resources.Requests)
		add(fmt.Sprintf("i%d.limits", i), c.Resources.Limits)
	}
	return lists
}

// podResourcesInvalid: what creating the defaulted pod refuses (ValidatePodCreate with the
// options the pod strategy derives from it, GetValidationOptionsFromPodSpecAndMeta).
func podResourcesInvalid(pod *core.Pod) string {
	opts := podutil.GetValidationOptionsFromPodSpecAndMeta(&pod.Spec, nil, &pod.ObjectMeta, nil)
	if errs := validation.ValidatePodCreate(pod, opts); len(errs) > 0 {
		return "invalid: " + errs.ToAggregate().Error()
	}
	return ""
}

func createAttrs(pod *core.Pod) admission.Attributes {
	return admission.NewAttributesRecord(pod, nil, core.Kind("Pod").WithVersion("v1"), pod.Namespace, pod.Name,
		core.Resource("pods").WithVersion("v1"), "", admission.Create, &metav1.CreateOptions{}, false, nil)
}

// orderedAdmission: runLimitFunc's loops (Admit, then Validate) over the LimitRanges in the orders given.
func orderedAdmission(pod *core.Pod, mutate, validate []*v1.LimitRange) *LimitRangeAnswer {
	p := pod.DeepCopy()
	for _, lr := range mutate {
		_ = limitranger.PodMutateLimitFunc(lr, p)
	}
	lists := lrLists(p)
	if why := podResourcesInvalid(p); why != "" {
		return &LimitRangeAnswer{Message: why, Lists: lists}
	}
	for _, lr := range validate {
		if err := limitranger.PodValidateLimitFunc(lr, p); err != nil {
			return &LimitRangeAnswer{Message: admission.NewForbidden(createAttrs(p), err).Error(), Lists: lists}
		}
	}
	return &LimitRangeAnswer{Admitted: true, Lists: lists}
}

func permutations(lrs []*v1.LimitRange) [][]*v1.LimitRange {
	if len(lrs) <= 1 {
		return [][]*v1.LimitRange{lrs}
	}
	var out [][]*v1.LimitRange
	for i := range lrs {
		rest := append(append([]*v1.LimitRange{}, lrs[:i]...), lrs[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]*v1.LimitRange{lrs[i]}, p...))
		}
	}
	return out
}

func limitRange(c *Case) *Answer {
	pod := c.Pods[0]
	var internal core.Pod
	if err := legacyscheme.Scheme.Convert(pod, &internal, nil); err != nil {
		return &Answer{Error: "convert: " + err.Error()}
	}
	// The LimitRanges the API server creates: defaulted, and valid.
	var stored []*v1.LimitRange
	var invalid []string
	objects := []runtime.Object{}
	for _, lr := range c.LimitRanges {
		legacyscheme.Scheme.Default(lr)
		var in core.LimitRange
		if err := legacyscheme.Scheme.Convert(lr, &in, nil); err != nil {
			return &Answer{Error: "convert: " + err.Error()}
		}
		if errs := validation.ValidateLimitRange(&in); len(errs) > 0 {
			invalid = append(invalid, lr.Namespace+"/"+lr.Name)
			continue
		}
		stored = append(stored, lr)
		objects = append(objects, lr.DeepCopy())
	}
	sort.Strings(invalid)

	plugin, err := limitranger.NewLimitRanger(&limitranger.DefaultLimitRangerActions{})
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	client := fake.NewSimpleClientset(objects...)
	factory := informers.NewSharedInformerFactory(client, 0)
	plugin.SetExternalKubeInformerFactory(factory)
	plugin.SetExternalKubeClientSet(client)
	stop := make(chan struct{})
	defer close(stop)
	factory.Start(stop)
	factory.WaitForCacheSync(stop)
	if err := plugin.ValidateInitialization(); err != nil {
		return &Answer{Error: err.Error()}
	}

	// The plugin itself: Admit, the creation's validation, Validate.
	p := internal.DeepCopy()
	ctx := context.Background()
	var a *LimitRangeAnswer
	if err := plugin.Admit(ctx, createAttrs(p), nil); err != nil {
		a = &LimitRangeAnswer{Message: err.Error(), Lists: lrLists(p)}
	} else if why := podResourcesInvalid(p); why != "" {
		a = &LimitRangeAnswer{Message: why, Lists: lrLists(p)}
	} else if err := plugin.Validate(ctx, createAttrs(p), nil); err != nil {
		a = &LimitRangeAnswer{Message: err.Error(), Lists: lrLists(p)}
	} else {
		a = &LimitRangeAnswer{Admitted: true, Lists: lrLists(p)}
	}
	a.Invalid = invalid

	var inNamespace []*v1.LimitRange
	for _, lr := range stored {
		if lr.Namespace == internal.Namespace {
			inNamespace = append(inNamespace, lr)
		}
	}
	if len(inNamespace) > 1 {
		seen := map[string]bool{}
		perms := permutations(inNamespace)
		for _, m := range perms {
			for _, v := range perms {
				alt := orderedAdmission(&internal, m, v)
				key, _ := json.Marshal(alt)
				if !seen[string(key)] {
					seen[string(key)] = true
					a.Alternatives = append(a.Alternatives, alt)
				}
			}
		}
	}
	return &Answer{LimitRange: a}
}
