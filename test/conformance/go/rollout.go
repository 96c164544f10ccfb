package main

import (
	"encoding/json"

	apps "k8s.io/api/apps/v1"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	daemonutil "k8s.io/kubernetes/pkg/controller/daemon/util"
	deploymentutil "k8s.io/kubernetes/pkg/controller/deployment/util"
)

// rollout answers a Deployment's or DaemonSet's rolling-update bounds after API defaulting
// (SetDefaults_Deployment, SetDefaults_DaemonSet through the scheme): for a Deployment
// deploymentutil.MaxSurge, MaxUnavailable and NewRSNewReplicas with an old and a new ReplicaSet;
// for a DaemonSet daemonutil.SurgeCount and UnavailableCount over NewReplicas nodes, with the
// 0/0 rule updatedDesiredNodeCounts (pkg/controller/daemon/update.go, unexported) applies.
func rollout(c *Case) *Answer {
	var probe struct {
		Kind string `json:"kind"`
	}
	if err := json.Unmarshal(c.Workload, &probe); err != nil {
		return &Answer{Error: err.Error()}
	}
	if probe.Kind == "DaemonSet" {
		ds := &apps.DaemonSet{}
		if err := json.Unmarshal(c.Workload, ds); err != nil {
			return &Answer{Error: err.Error()}
		}
		legacyscheme.Scheme.Default(ds)
		surge, err := daemonutil.SurgeCount(ds, int(c.NewReplicas))
		if err != nil {
			return &Answer{Error: err.Error()}
		}
		unavailable, err := daemonutil.UnavailableCount(ds, int(c.NewReplicas))
		if err != nil {
			return &Answer{Error: err.Error()}
		}
		if c.NewReplicas > 0 && surge == 0 && unavailable == 0 {
			unavailable = 1
		}
		s, u := int32(surge), int32(unavailable)
		return &Answer{Surge: &s, Unavailable: &u}
	}
	d := &apps.Deployment{}
	if err := json.Unmarshal(c.Workload, d); err != nil {
		return &Answer{Error: err.Error()}
	}
	legacyscheme.Scheme.Default(d)
	surge := deploymentutil.MaxSurge(*d)
	unavailable := deploymentutil.MaxUnavailable(*d)
	oldReplicas := c.AllReplicas - c.NewReplicas
	newReplicas := c.NewReplicas
	oldRS := &apps.ReplicaSet{Spec: apps.ReplicaSetSpec{Replicas: &oldReplicas}}
	newRS := &apps.ReplicaSet{Spec: apps.ReplicaSetSpec{Replicas: &newReplicas}}
	next, err := deploymentutil.NewRSNewReplicas(d, []*apps.ReplicaSet{oldRS, newRS}, newRS)
	if err != nil {
		return &Answer{Error: err.Error()}
	}
	return &Answer{Surge: &surge, Unavailable: &unavailable, NewRSReplicas: &next}
}
