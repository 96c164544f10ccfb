module resizeguard.dev/conformance/sourceignore

go 1.26.0

require github.com/fluxcd/pkg/sourceignore v0.19.0
