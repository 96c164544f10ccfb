module resizeguard.dev/conformance/envsubst

go 1.26.0

require github.com/fluxcd/pkg/envsubst v1.7.0
