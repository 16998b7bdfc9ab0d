package pkg

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// DepGraph is the dependency graph of some root packages: every package they
// need, directly or not, with its [deps] resolved. Built-in modules are in
// it as leaves (Builtin is true): a caller that builds images skips them.
type DepGraph struct {
	// Roots are the packages the graph was built for, in the order asked.
	Roots []*Package
	// Order lists every package after all its dependencies. It is
	// deterministic: depth first from the roots, dependencies by name.
	Order []*Package

	deps  map[*Package][]*Package
	rdeps map[*Package][]*Package
}

// Graph resolves roots (names as the top level sees them; nil or empty for
// env.DefaultRoots()) and everything they depend on. A cycle is a
// *CycleError; every name that cannot be resolved is reported (joined with
// errors.Join), each saying who wanted it and where it was looked for. Two
// different directories providing packages of the same name are an error.
func Graph(env *Env, roots []string) (*DepGraph, error) {
	if len(roots) == 0 {
		roots = env.DefaultRoots()
	}
	g := &DepGraph{deps: map[*Package][]*Package{}, rdeps: map[*Package][]*Package{}}
	const (
		unseen = iota
		active
		done
	)
	state := map[*Package]int{}
	byName := map[string]*Package{}
	var errs []error
	var stack []*Package

	claim := func(p *Package, by string) error {
		if q, ok := byName[p.Name]; ok && q != p {
			return fmt.Errorf("two packages named %s: %s (uuid %s) and %s (uuid %s, required by %s)", p.Name, describeRoot(q), q.UUID, describeRoot(p), p.UUID, by)
		}
		byName[p.Name] = p
		return nil
	}

	var visit func(p *Package) error
	visit = func(p *Package) error {
		switch state[p] {
		case done:
			return nil
		case active:
			path := []string{}
			for i := len(stack) - 1; i >= 0; i-- {
				path = append([]string{stack[i].Name}, path...)
				if stack[i] == p {
					break
				}
			}
			return &CycleError{Path: append(path, p.Name)}
		}
		state[p] = active
		stack = append(stack, p)
		if !p.Builtin {
			for _, name := range p.Project.DepNames() {
				d, err := env.Locate(name, p)
				if err != nil {
					errs = append(errs, err)
					continue
				}
				if err := claim(d, p.Name); err != nil {
					errs = append(errs, err)
					continue
				}
				if err := visit(d); err != nil {
					return err
				}
				g.deps[p] = append(g.deps[p], d)
				g.rdeps[d] = append(g.rdeps[d], p)
			}
		}
		stack = stack[:len(stack)-1]
		state[p] = done
		g.Order = append(g.Order, p)
		return nil
	}

	for _, name := range roots {
		p, err := env.Locate(name, nil)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if err := claim(p, "the top level"); err != nil {
			errs = append(errs, err)
			continue
		}
		if err := visit(p); err != nil {
			return nil, err
		}
		dup := false
		for _, r := range g.Roots {
			dup = dup || r == p
		}
		if !dup {
			g.Roots = append(g.Roots, p)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	for _, ps := range g.rdeps {
		sort.Slice(ps, func(i, j int) bool { return ps[i].Name < ps[j].Name })
	}
	return g, nil
}

func describeRoot(p *Package) string {
	if p.Builtin {
		return "built-in " + p.Name
	}
	return p.Root
}

// Deps returns the packages p depends on directly, sorted by name.
func (g *DepGraph) Deps(p *Package) []*Package { return g.deps[p] }

// Dependents returns the packages of the graph that depend on p directly,
// sorted by name.
func (g *DepGraph) Dependents(p *Package) []*Package { return g.rdeps[p] }

// Lookup returns the package of the graph called name, or nil.
func (g *DepGraph) Lookup(name string) *Package {
	for _, p := range g.Order {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Levels groups the packages that need building (built-in modules are
// left out: they are ready from the start) so that each depends only on
// packages of earlier levels: level 0 has the packages whose dependencies are
// all built in. The packages of one level can be built in parallel. Each
// level is sorted by name.
func (g *DepGraph) Levels() [][]*Package {
	level := map[*Package]int{}
	var levels [][]*Package
	for _, p := range g.Order { // dependencies come first
		if p.Builtin {
			continue
		}
		l := 0
		for _, d := range g.deps[p] {
			if !d.Builtin && level[d]+1 > l {
				l = level[d] + 1
			}
		}
		level[p] = l
		for len(levels) <= l {
			levels = append(levels, nil)
		}
		levels[l] = append(levels[l], p)
	}
	for _, ps := range levels {
		sort.Slice(ps, func(i, j int) bool { return ps[i].Name < ps[j].Name })
	}
	return levels
}

// Queue hands out the packages of a graph as they become ready: a package
// is ready when all its dependencies are done. Workers loop on Next and
// report with Done. When a package fails, every package that depends on it
// (directly or not) is not handed out; its result is a *DepFailedError.
// Built-in modules are done from the start and never handed out. A Queue is
// safe for concurrent use.
type Queue struct {
	mu       sync.Mutex
	cond     *sync.Cond
	g        *DepGraph
	waiting  map[*Package]int // number of dependencies not yet done
	ready    []*Package
	running  int
	left     int // packages neither finished nor skipped
	results  map[*Package]error
	finished []*Package
}

// Queue returns a new queue over the graph's packages.
func (g *DepGraph) Queue() *Queue {
	q := &Queue{g: g, waiting: map[*Package]int{}, results: map[*Package]error{}}
	q.cond = sync.NewCond(&q.mu)
	for _, p := range g.Order {
		if p.Builtin {
			q.results[p] = nil
			continue
		}
		n := 0
		for _, d := range g.deps[p] {
			if !d.Builtin {
				n++
			}
		}
		q.waiting[p] = n
		q.left++
		if n == 0 {
			q.ready = append(q.ready, p)
		}
	}
	return q
}

// Next blocks until a package is ready and returns it, or returns false
// when every package has been handed out and finished (or skipped).
func (q *Queue) Next() (*Package, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.ready) == 0 && q.left > q.running {
		q.cond.Wait()
	}
	if len(q.ready) == 0 {
		return nil, false
	}
	p := q.ready[0]
	q.ready = q.ready[1:]
	q.running++
	return p, true
}

// Done reports that p, handed out by Next, finished with err (nil for
// success). Dependents whose dependencies are now all done become ready;
// after a failure they are skipped.
func (q *Queue) Done(p *Package, err error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if _, dup := q.results[p]; dup {
		panic("pkg: Queue.Done called twice for " + p.Name)
	}
	q.running--
	q.left--
	q.results[p] = err
	q.finished = append(q.finished, p)
	if err != nil {
		q.skip(p, p)
	} else {
		for _, d := range q.g.rdeps[p] {
			if _, over := q.results[d]; over {
				continue
			}
			q.waiting[d]--
			if q.waiting[d] == 0 {
				q.ready = append(q.ready, d)
			}
		}
	}
	q.cond.Broadcast()
}

// skip marks every package that depends on p as failed because of failed.
func (q *Queue) skip(p, failed *Package) {
	for _, d := range q.g.rdeps[p] {
		if _, over := q.results[d]; over {
			continue
		}
		q.results[d] = &DepFailedError{Package: d.Name, Dep: failed.Name}
		q.left--
		q.skip(d, failed)
	}
}

// Results returns each package's outcome: nil for success (and for
// built-ins), the error Done was given, or a *DepFailedError for a skipped
// package. Call it after Next has returned false.
func (q *Queue) Results() map[*Package]error {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := make(map[*Package]error, len(q.results))
	for p, err := range q.results {
		out[p] = err
	}
	return out
}

// Run builds every non-built-in package of the graph with fn, at most
// workers at a time (at least 1), each after all its dependencies succeeded,
// and returns each package's outcome as Queue.Results does.
func (g *DepGraph) Run(workers int, fn func(*Package) error) map[*Package]error {
	if workers < 1 {
		workers = 1
	}
	q := g.Queue()
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p, ok := q.Next(); ok; p, ok = q.Next() {
				q.Done(p, fn(p))
			}
		}()
	}
	wg.Wait()
	return q.Results()
}
