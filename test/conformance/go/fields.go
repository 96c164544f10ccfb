package main

// The strictFields kind: the unknown fields of a Pod, Deployment or CronJob manifest, as the API
// server finds them under strict field validation. The API server decodes a request body with
// sigs.k8s.io/json UnmarshalStrict (k8s.io/apimachinery/pkg/runtime/serializer/json, strict
// mode), whose strict errors read `unknown field "spec.containers[0].resources.request"`.

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	v1 "k8s.io/api/core/v1"
	kjson "sigs.k8s.io/json"
)

func strictFieldsAnswer(c *Case) *Answer {
	var head struct {
		Kind string `json:"kind"`
	}
	if err := kjson.UnmarshalCaseSensitivePreserveInts(c.Workload, &head); err != nil {
		return &Answer{Error: "decode: " + err.Error()}
	}
	var into any
	switch head.Kind {
	case "Pod":
		into = &v1.Pod{}
	case "Deployment":
		into = &appsv1.Deployment{}
	case "CronJob":
		into = &batchv1.CronJob{}
	default:
		return &Answer{Error: "strictFields: kind " + head.Kind}
	}
	strict, err := kjson.UnmarshalStrict(c.Workload, into, kjson.DisallowUnknownFields)
	if err != nil {
		return &Answer{Error: "decode: " + err.Error()}
	}
	unknown := []string{}
	for _, e := range strict {
		msg := e.Error()
		var field string
		if _, scanErr := fmt.Sscanf(msg, "unknown field %q", &field); scanErr != nil || !strings.HasPrefix(msg, "unknown field") {
			return &Answer{Error: "strict error: " + msg}
		}
		unknown = append(unknown, field)
	}
	sort.Strings(unknown)
	return &Answer{Unknown: unknown, Fields: structFields()}
}

// structFields: the JSON field names of the structs whose unknown fields the engine reports.
func structFields() map[string][]string {
	out := map[string][]string{}
	for name, t := range map[string]reflect.Type{
		"PodSpec":               reflect.TypeOf(v1.PodSpec{}),
		"Container":             reflect.TypeOf(v1.Container{}),
		"ResourceRequirements":  reflect.TypeOf(v1.ResourceRequirements{}),
		"ContainerResizePolicy": reflect.TypeOf(v1.ContainerResizePolicy{}),
	} {
		out[name] = jsonNames(t)
	}
	return out
}

func jsonNames(t reflect.Type) []string {
	names := []string{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name := strings.Split(f.Tag.Get("json"), ",")[0]
		if f.Anonymous && name == "" {
			names = append(names, jsonNames(f.Type)...)
		} else if name != "" && name != "-" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}
