package driver

import (
	"regexp"
	"sync"
	"time"

	"github.com/kiln-lang/kiln/base"
	"github.com/kiln-lang/kiln/syntax"
)

// baseParse parses Base's files on another thread while the session
// starts (LLVM and the runtime initialize, earlier files are lowered and
// their methods defined): parsing is a pure function of the source, and
// Base's files are the same in every run. evalSource takes each tree
// when Base includes its file; a file not parsed here is parsed there.
type baseParse struct {
	mu    sync.Mutex
	files map[string]*parsedFile
}

type parsedFile struct {
	done chan struct{}
	tree *syntax.Expr
	err  error
	// plain holds the top-level statements of tree without macro calls,
	// found on the parsing thread so that the main thread does not walk
	// them again (expandMacros).
	plain map[syntax.Node]bool
}

var includeCall = regexp.MustCompile(`(?m)^include\("([^"]+)"\)`)

// startBaseParse starts parsing Base.jl and the files it includes, in
// include order.
func startBaseParse(tm *Timing) *baseParse {
	src, err := readBase(base.Entry)
	if err != nil {
		return nil
	}
	names := []string{base.Entry}
	for _, m := range includeCall.FindAllStringSubmatch(string(src), -1) {
		names = append(names, m[1])
	}
	bp := &baseParse{files: map[string]*parsedFile{}}
	order := make([]*parsedFile, len(names))
	for i, n := range names {
		order[i] = &parsedFile{done: make(chan struct{})}
		bp.files["base/"+n] = order[i]
	}
	go func() {
		start := time.Now()
		defer tm.Since("Base: parsing (in parallel with the phases before it)", start)
		for i, n := range names {
			pf := order[i]
			if s, err := readBase(n); err != nil {
				pf.err = err
			} else {
				pf.tree, pf.err = syntax.ParseFile("base/"+n, string(s))
				if pf.tree != nil {
					pf.plain = make(map[syntax.Node]bool, len(pf.tree.Args))
					for _, st := range pf.tree.Args {
						if !hasMacrocall(st) {
							pf.plain[st] = true
						}
					}
				}
			}
			close(pf.done)
		}
	}()
	return bp
}

// take returns the parsed tree of file (once), waiting for it, with its
// top-level statements that hold no macro call, or false when the file is
// not one this parser handles.
func (bp *baseParse) take(file string) (*syntax.Expr, map[syntax.Node]bool, bool, error) {
	if bp == nil {
		return nil, nil, false, nil
	}
	bp.mu.Lock()
	pf, ok := bp.files[file]
	delete(bp.files, file)
	bp.mu.Unlock()
	if !ok {
		return nil, nil, false, nil
	}
	<-pf.done
	return pf.tree, pf.plain, true, pf.err
}
