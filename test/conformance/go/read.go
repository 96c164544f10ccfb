package main

// The manifestRead kind: a Pod written in YAML, read as kubectl reads it (sigs.k8s.io/yaml
// YAMLToJSON, go-yaml's scalar resolution) and as the API server decodes it (sigs.k8s.io/json,
// resource.Quantity's UnmarshalJSON), defaulted (SetObjectDefaults_Pod: a limit without a request
// sets the request) and validated as creating it would validate each container's resources
// (ValidateContainerResourceRequirements, pkg/apis/core/validation/validation.go); its totals
// (PodRequests, PodLimits) and its quota usage (PodUsageFunc, pkg/quota/v1/evaluator/core/pods.go).

import (
	"fmt"
	"sort"
	"strings"

	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/sets"
	"k8s.io/apimachinery/pkg/util/validation/field"
	resourcehelper "k8s.io/component-helpers/resource"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	core "k8s.io/kubernetes/pkg/apis/core"
	"k8s.io/kubernetes/pkg/apis/core/validation"
	quotacore "k8s.io/kubernetes/pkg/quota/v1/evaluator/core"
	"k8s.io/utils/clock"
	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/yaml"
)

func manifestRead(c *Case) *Answer {
	j, err := yaml.YAMLToJSON([]byte(c.Text))
	if err != nil {
		return &Answer{Refused: "yaml: " + err.Error()}
	}
	var pod v1.Pod
	if err := kjson.UnmarshalCaseSensitivePreserveInts(j, &pod); err != nil {
		return &Answer{Refused: "decode: " + err.Error()}
	}
	legacyscheme.Scheme.Default(&pod)
	var internal core.Pod
	if err := legacyscheme.Scheme.Convert(&pod, &internal, nil); err != nil {
		return &Answer{Error: "convert: " + err.Error()}
	}
	var errs field.ErrorList
	for i := range internal.Spec.Containers {
		path := field.NewPath("spec", "containers").Index(i).Child("resources")
		errs = append(errs, validation.ValidateContainerResourceRequirements(&internal.Spec.Containers[i].Resources, sets.New[string](), path, validation.PodValidationOptions{})...)
	}
	if len(errs) > 0 {
		msgs := make([]string, len(errs))
		for i, e := range errs {
			msgs[i] = e.Error()
		}
		sort.Strings(msgs)
		return &Answer{Refused: "invalid: " + strings.Join(msgs, "; ")}
	}
	lists := map[string]map[string]string{}
	add := func(key string, list v1.ResourceList) {
		if len(list) == 0 {
			return
		}
		out := map[string]string{}
		for r, q := range list {
			if r == v1.ResourceCPU {
				out[string(r)] = fmt.Sprint(q.MilliValue())
			} else {
				out[string(r)] = fmt.Sprint(q.Value())
			}
		}
		lists[key] = out
	}
	for i, ctr := range pod.Spec.Containers {
		add(fmt.Sprintf("c%d.requests", i), ctr.Resources.Requests)
		add(fmt.Sprintf("c%d.limits", i), ctr.Resources.Limits)
	}
	// The pod's totals: the containers' exact Quantities summed, rounded once (as the scheduler's Resource.Add does).
	add("pod.requests", resourcehelper.PodRequests(&pod, resourcehelper.PodResourcesOptions{}))
	add("pod.limits", resourcehelper.PodLimits(&pod, resourcehelper.PodResourcesOptions{}))
	// Its quota usage (PodUsageFunc): each amount exact, in thousandths of its unit (MilliValue),
	// as checkRequest adds and compares them.
	usage, err := quotacore.PodUsageFunc(&pod, clock.RealClock{})
	if err != nil {
		return &Answer{Error: "usage: " + err.Error()}
	}
	exact := map[string]string{}
	for r, q := range usage {
		exact[string(r)] = fmt.Sprint(q.MilliValue())
	}
	lists["pod.quota"] = exact
	return &Answer{Lists: lists}
}
