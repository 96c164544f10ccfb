// Command sourceignore answers which paths source-controller leaves out of a GitRepository's
// artifact, with fluxcd/pkg sourceignore itself.
//
// It reads one JSON case per line on stdin, {"files": [{"text", "domain"}], "paths": [{"path",
// "dir"}]}: each file's text is read as a .sourceignore (or spec.ignore) for its domain with
// ReadPatterns, and the matcher is the one fluxcd/pkg artifact/storage SourceIgnoreFilter makes of
// them (the default patterns when there are none, else the version-control ones and theirs). It
// writes one JSON answer per line: {"ignored": [...]}, one boolean per path.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/fluxcd/pkg/sourceignore"
	"github.com/fluxcd/pkg/sourceignore/gitignore"
)

type file struct {
	Text   string   `json:"text"`
	Domain []string `json:"domain"`
}

type path struct {
	Path []string `json:"path"`
	Dir  bool     `json:"dir"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	for in.Scan() {
		var c struct {
			Files []file `json:"files"`
			Paths []path `json:"paths"`
		}
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		var ps []gitignore.Pattern
		for _, f := range c.Files {
			ps = append(ps, sourceignore.ReadPatterns(strings.NewReader(f.Text), f.Domain)...)
		}
		// SourceIgnoreFilter (fluxcd/pkg artifact/storage/archive.go), on an empty domain.
		matcher := sourceignore.NewDefaultMatcher(ps, nil)
		if len(ps) > 0 {
			matcher = sourceignore.NewMatcher(append(sourceignore.VCSPatterns(nil), ps...))
		}
		ignored := make([]bool, len(c.Paths))
		for i, p := range c.Paths {
			ignored[i] = matcher.Match(p.Path, p.Dir)
		}
		if err := enc.Encode(map[string][]bool{"ignored": ignored}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}
