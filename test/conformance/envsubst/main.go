// Command envsubst answers Flux post-build substitution cases with fluxcd/pkg envsubst itself,
// as kustomize-controller calls it outside strict mode (a variable without a value is empty).
//
// It reads one JSON case per line on stdin, {"text", "vars"}, and writes one JSON answer per
// line: {"text"} when the text evaluates, {"error"} when it does not parse, {"panic"} when the
// evaluation panics (a substring whose end lies before its start), {"invalid"} when the result
// is not UTF-8 (kustomize-controller's YAMLToJSON then fails).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"unicode/utf8"

	"github.com/fluxcd/pkg/envsubst"
)

type answer struct {
	Text  *string `json:"text,omitempty"`
	Error string  `json:"error,omitempty"`
	Panic string  `json:"panic,omitempty"`
	// The text is not UTF-8 (a substring cut inside a character): YAMLToJSON refuses it.
	Invalid bool `json:"invalid,omitempty"`
}

func eval(text string, vars map[string]string) (a answer) {
	defer func() {
		if r := recover(); r != nil {
			a = answer{Panic: fmt.Sprint(r)}
		}
	}()
	got, err := envsubst.Eval(text, func(s string) (string, bool) { return vars[s], true })
	if err != nil {
		return answer{Error: err.Error()}
	}
	if !utf8.ValidString(got) {
		return answer{Invalid: true}
	}
	return answer{Text: &got}
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	for in.Scan() {
		var c struct {
			Text string            `json:"text"`
			Vars map[string]string `json:"vars"`
		}
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		if err := enc.Encode(eval(c.Text, c.Vars)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
}
