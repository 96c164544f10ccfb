package main

// The validating admission a resize request meets after ValidatePodResize that decides outcomes
// here: PodResizeValidator (plugin/pkg/admission/podresize, on by default in v1.37: a resize whose
// requests exceed its node's allocatable, or on a node that is not Linux, is refused), with the
// case's nodes in its node lister. NodeDeclaredFeatureValidator is left out: the generated nodes
// record no status.declaredFeatures, which the engine reads as a kubelet of v1.37's defaults.

import (
	"context"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/admission"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	core "k8s.io/kubernetes/pkg/apis/core"
	"k8s.io/kubernetes/plugin/pkg/admission/podresize"
)

type resizeAdmission struct {
	plugin *podresize.Plugin
}

func newResizeAdmission(nodes []*v1.Node) (*resizeAdmission, error) {
	p, err := podresize.NewPlugin()
	if err != nil {
		return nil, err
	}
	p.InspectFeatureGates(utilfeature.DefaultFeatureGate)
	objects := make([]runtime.Object, len(nodes))
	for i, n := range nodes {
		objects[i] = n.DeepCopy()
	}
	factory := informers.NewSharedInformerFactory(fake.NewSimpleClientset(objects...), 0)
	p.SetExternalKubeInformerFactory(factory)
	stop := make(chan struct{})
	factory.Start(stop)
	factory.WaitForCacheSync(stop)
	if err := p.ValidateInitialization(); err != nil {
		return nil, err
	}
	return &resizeAdmission{plugin: p}, nil
}

// validate: the plugin's answer on the resize of o to n (internal objects, n one generation on).
func (a *resizeAdmission) validate(n, o *core.Pod) string {
	attrs := admission.NewAttributesRecord(n, o, core.Kind("Pod").WithVersion("v1"), n.Namespace, n.Name,
		core.Resource("pods").WithVersion("v1"), "resize", admission.Update, &metav1.UpdateOptions{}, false, nil)
	if err := a.plugin.Validate(context.Background(), attrs, nil); err != nil {
		return err.Error()
	}
	return ""
}
