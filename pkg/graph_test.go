package pkg

import (
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// graphEnv builds packages on one load path directory from a spec
// "A: B C; B: C; C:" and an active project whose [deps] are roots.
func graphEnv(t *testing.T, spec string, roots ...string) *Env {
	t.Helper()
	files := map[string]string{}
	for _, item := range strings.Split(spec, ";") {
		name, deps, _ := strings.Cut(strings.TrimSpace(item), ":")
		if name == "" {
			continue
		}
		files = merge(files, pkgFiles("lp/"+name, name, strings.Fields(deps), ""))
	}
	var b strings.Builder
	b.WriteString("[deps]\n")
	for _, r := range roots {
		fmt.Fprintf(&b, "%s = %q\n", r, uuidFor(r))
	}
	files["env/Project.toml"] = b.String()
	dir := writeTree(t, files)
	env, err := NewEnv(EnvConfig{Project: filepath.Join(dir, "env"), LoadPath: filepath.Join(dir, "lp")})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

func names(ps []*Package) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.Name
	}
	return strings.Join(s, " ")
}

func levelNames(levels [][]*Package) string {
	s := make([]string, len(levels))
	for i, l := range levels {
		s[i] = names(l)
	}
	return strings.Join(s, " | ")
}

func TestGraph(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		roots      []string // nil: the active project's [deps]
		projDeps   []string
		order      string
		levels     string
		wantErr    string
	}{
		{name: "chain", spec: "A: B; B: C; C:", roots: []string{"A"},
			order: "C B A", levels: "C | B | A"},
		{name: "diamond", spec: "A: B C; B: D; C: D; D:", roots: []string{"A"},
			order: "D B C A", levels: "D | B C | A"},
		{name: "builtins are leaves", spec: "A: Printf B; B: Base", roots: []string{"A"},
			order: "Base B Printf A", levels: "B | A"},
		{name: "default roots", spec: "A: C; B: C; C:; Unused:", projDeps: []string{"B", "A"},
			order: "C A B", levels: "C | A B"},
		{name: "independent", spec: "A:; B:; C: A", roots: []string{"C", "B"},
			order: "A C B", levels: "A B | C"},
		{name: "repeated root", spec: "A:", roots: []string{"A", "A"}, order: "A", levels: "A"},
		{name: "cycle", spec: "A: B; B: A", roots: []string{"A"},
			wantErr: "dependency cycle: A → B → A"},
		{name: "long cycle", spec: "A: B; B: C; C: D; D: B", roots: []string{"A"},
			wantErr: "dependency cycle: B → C → D → B"},
		{name: "self cycle", spec: "A: A", roots: []string{"A"},
			wantErr: "dependency cycle: A → A"},
		{name: "missing dep", spec: "A: B; B: Zed", roots: []string{"A"},
			wantErr: "package Zed not found (required by B ("},
		{name: "missing root", spec: "A:", roots: []string{"Nope"},
			wantErr: "package Nope not found (required by the top level); looked in: load path"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := graphEnv(t, tc.spec, tc.projDeps...)
			g, err := Graph(env, tc.roots)
			wantErr(t, err, tc.wantErr)
			if err != nil {
				return
			}
			if got := names(g.Order); got != tc.order {
				t.Errorf("order %q, want %q", got, tc.order)
			}
			if got := levelNames(g.Levels()); got != tc.levels {
				t.Errorf("levels %q, want %q", got, tc.levels)
			}
			// Every package comes after its dependencies.
			at := map[*Package]int{}
			for i, p := range g.Order {
				at[p] = i
				for _, d := range g.Deps(p) {
					if _, ok := at[d]; !ok {
						t.Errorf("%s before its dependency %s", p.Name, d.Name)
					}
				}
			}
		})
	}
}

func TestGraphErrorsDetail(t *testing.T) {
	env := graphEnv(t, "A: B Zed; B: Yod")
	_, err := Graph(env, []string{"A"})
	// Both missing packages are reported, each with who wanted it.
	wantErr(t, err, "package Yod not found (required by B (")
	wantErr(t, err, "package Zed not found (required by A (")
	var nf *NotFoundError
	if !errors.As(err, &nf) {
		t.Errorf("want a *NotFoundError in %v", err)
	}
	var ce *CycleError
	_, err = Graph(graphEnv(t, "A: B; B: C; C: A"), []string{"A"})
	if !errors.As(err, &ce) || strings.Join(ce.Path, " ") != "A B C A" {
		t.Errorf("cycle error %v", err)
	}
	// A package using a name it does not list is not a graph error (the
	// graph follows [deps]); a Project.toml error is.
	dir := writeTree(t, map[string]string{
		"lp/A/Project.toml": "name = \"A\"\n[deps]\nB = \"" + uuidFor("B") + "\"\n",
		"lp/A/src/A.jl":     "module A end\n",
		"lp/B/Project.toml": "name = \"B\"\nuuid = \"bad\"\n",
		"lp/B/src/B.jl":     "module B end\n",
	})
	env, _ = NewEnv(EnvConfig{LoadPath: filepath.Join(dir, "lp")})
	_, err = Graph(env, []string{"A"})
	wantErr(t, err, "lp/B/Project.toml:2:8: uuid: malformed uuid")
}

func TestGraphConflictingPackages(t *testing.T) {
	// A and B each bring their own copy of Util: two packages, one name.
	dir := writeTree(t, merge(
		pkgFiles("lp/A", "A", []string{"Util"}, "\n[sources]\nUtil = {path = \"../../x/Util\"}\n"),
		pkgFiles("lp/B", "B", []string{"Util"}, "\n[sources]\nUtil = {path = \"../../y/Util\"}\n"),
		pkgFiles("x/Util", "Util", nil, ""),
		pkgFiles("y/Util", "Util", nil, ""),
	))
	env, _ := NewEnv(EnvConfig{LoadPath: filepath.Join(dir, "lp")})
	_, err := Graph(env, []string{"A", "B"})
	wantErr(t, err, "two packages named Util: "+filepath.Join(dir, "x/Util"))
	wantErr(t, err, filepath.Join(dir, "y/Util")+" (uuid "+uuidFor("Util")+", required by B)")
}

func TestQueue(t *testing.T) {
	env := graphEnv(t, "A: B C Printf; B: D; C: D; D:; E: A; F:")
	g, err := Graph(env, []string{"E", "F"})
	if err != nil {
		t.Fatal(err)
	}
	q := g.Queue()
	var got []string
	// Serial: hand out, finish, repeat; D must be first among A..E, and a
	// package appears only after its dependencies finished.
	finished := map[string]bool{"Printf": true}
	for p, ok := q.Next(); ok; p, ok = q.Next() {
		for _, d := range g.Deps(p) {
			if !finished[d.Name] {
				t.Errorf("%s handed out before %s finished", p.Name, d.Name)
			}
		}
		got = append(got, p.Name)
		finished[p.Name] = true
		q.Done(p, nil)
	}
	sort.Strings(got)
	if strings.Join(got, " ") != "A B C D E F" {
		t.Errorf("built %v", got)
	}
	for p, err := range q.Results() {
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
}

func TestQueueFailure(t *testing.T) {
	env := graphEnv(t, "A: B C; B: D; C:; D:; E: A; F:")
	g, err := Graph(env, []string{"E", "F"})
	if err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	var built sync.Map
	res := g.Run(3, func(p *Package) error {
		built.Store(p.Name, true)
		if p.Name == "B" {
			return boom
		}
		return nil
	})
	for name, want := range map[string]string{"A": "A skipped: dependency B failed", "E": "E skipped: dependency B failed", "B": "boom", "C": "", "D": "", "F": ""} {
		p := g.Lookup(name)
		err := res[p]
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
		} else if err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", name, err, want)
		}
		_, ran := built.Load(name)
		if ran != (name != "A" && name != "E") {
			t.Errorf("%s ran = %v", name, ran)
		}
	}
	var df *DepFailedError
	if !errors.As(res[g.Lookup("A")], &df) || df.Dep != "B" {
		t.Errorf("A's result %v", res[g.Lookup("A")])
	}
}

func TestRunParallel(t *testing.T) {
	// A wide graph: ten leaves under one root. With 4 workers, at most 4
	// run at once, every leaf runs before the root, and some overlap.
	spec := "Root:"
	for i := 0; i < 10; i++ {
		spec += fmt.Sprintf(" L%d", i)
	}
	for i := 0; i < 10; i++ {
		spec += fmt.Sprintf("; L%d:", i)
	}
	g, err := Graph(graphEnv(t, spec), []string{"Root"})
	if err != nil {
		t.Fatal(err)
	}
	if got := len(g.Levels()); got != 2 {
		t.Fatalf("%d levels", got)
	}
	var running, peak, leaves atomic.Int32
	gate := make(chan struct{})
	var once sync.Once
	res := g.Run(4, func(p *Package) error {
		n := running.Add(1)
		defer running.Add(-1)
		for {
			m := peak.Load()
			if n <= m || peak.CompareAndSwap(m, n) {
				break
			}
		}
		if p.Name == "Root" {
			if leaves.Load() != 10 {
				return fmt.Errorf("root built after %d leaves", leaves.Load())
			}
			return nil
		}
		if n == 2 {
			once.Do(func() { close(gate) })
		}
		<-gate // wait until two leaves overlap, so the test proves parallelism
		leaves.Add(1)
		return nil
	})
	for p, err := range res {
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
	if peak.Load() > 4 || peak.Load() < 2 {
		t.Errorf("peak concurrency %d", peak.Load())
	}
	// One worker still finishes (serially).
	res = g.Run(0, func(p *Package) error { return nil })
	if len(res) != 11 {
		t.Errorf("%d results", len(res))
	}
}
