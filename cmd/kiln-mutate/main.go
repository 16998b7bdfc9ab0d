// Command kiln-mutate runs a mutation campaign against kiln: it makes
// token-level mutants of the golden programs under testdata/ (package
// internal/mutate), runs each with `kiln run` in a fresh process with a
// timeout and a private depot, and classifies how each run ended (clean,
// internal error, crash, hang). Every failure not seen before (deduplicated
// by its first telling stderr line) is written to the output directory with
// its classification. Mutant i of a campaign depends only on -seed and i,
// so a campaign, or one mutant of it, can be run again exactly.
//
// Usage:
//
//	go build -tags llvm14 -o /tmp/kiln ./cmd/kiln
//	go run ./cmd/kiln-mutate -kiln /tmp/kiln -seed 1 -n 1000 -j 2 -out /tmp/mutants
//	go run ./cmd/kiln-mutate -kiln /tmp/kiln -seed 1 -start 1000 -n 1000 -out /tmp/mutants  # the next chunk
//	go run ./cmd/kiln-mutate -seed 1 -start 4711 -n 1 -print   # print mutant 4711
//
// The exit status is 1 when a run ended in one of the classes of -fail
// (none by default: the campaign reports), 2 on bad usage.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/kiln-lang/kiln/internal/mutate"
)

type options struct {
	kiln    string
	seed    uint64
	start   uint64
	n       int
	jobs    int
	timeout time.Duration
	out     string
	depot   string
	heap    string
	fail    map[mutate.Class]bool
	verbose bool
}

func main() {
	var o options
	var seeds, exclude, fail string
	var print bool
	flag.StringVar(&o.kiln, "kiln", "kiln", "the kiln binary to test")
	flag.Uint64Var(&o.seed, "seed", 1, "the campaign's random seed")
	flag.Uint64Var(&o.start, "start", 0, "the number of the first mutant (to run a campaign in chunks)")
	flag.IntVar(&o.n, "n", 100, "how many mutants to run")
	flag.IntVar(&o.jobs, "j", 1, "how many mutants to run at once")
	flag.DurationVar(&o.timeout, "timeout", 10*time.Second, "CPU time limit of one run (wall time: 6 times as much)")
	flag.StringVar(&o.out, "out", "mutants", "where failures, the index and the work files go")
	flag.StringVar(&o.depot, "depot", "", "the private KILN_DEPOT of the runs (default OUT/depot)")
	flag.StringVar(&o.heap, "heap", "2G", "--heap-size-hint of each run")
	flag.StringVar(&seeds, "seeds", "testdata/*/*.jl", "comma-separated globs of the programs to mutate")
	flag.StringVar(&exclude, "exclude", "testdata/env/", "comma-separated path prefixes of seeds to leave out")
	flag.StringVar(&fail, "fail", "", "comma-separated classes that fail the campaign (internal,crash,hang,hang-run,odd)")
	flag.BoolVar(&print, "print", false, "print the mutants instead of running them")
	flag.BoolVar(&o.verbose, "v", false, "report every failing mutant, not only new ones")
	flag.Parse()
	o.fail = map[mutate.Class]bool{}
	for _, c := range strings.Split(fail, ",") {
		if c = strings.TrimSpace(c); c != "" {
			o.fail[mutate.Class(c)] = true
		}
	}
	corpus, err := loadCorpus(seeds, exclude)
	if err != nil {
		fmt.Fprintln(os.Stderr, "kiln-mutate:", err)
		os.Exit(2)
	}
	if print {
		for i := o.start; i < o.start+uint64(o.n); i++ {
			m := corpus.Make(o.seed, i)
			fmt.Printf("# mutant %d of %s: %s\n%s\n", i, m.Seed, strings.Join(m.Ops, "; "), m.Source)
		}
		return
	}
	if o.depot == "" {
		o.depot = filepath.Join(o.out, "depot")
	}
	failed, err := campaign(&o, corpus)
	if err != nil {
		fmt.Fprintln(os.Stderr, "kiln-mutate:", err)
		os.Exit(2)
	}
	if failed {
		os.Exit(1)
	}
}

func loadCorpus(globs, exclude string) (*mutate.Corpus, error) {
	var names, srcs []string
	for _, g := range strings.Split(globs, ",") {
		files, err := filepath.Glob(strings.TrimSpace(g))
		if err != nil {
			return nil, err
		}
	file:
		for _, f := range files {
			for _, x := range strings.Split(exclude, ",") {
				if x = strings.TrimSpace(x); x != "" && strings.HasPrefix(f, x) {
					continue file
				}
			}
			b, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			names, srcs = append(names, f), append(srcs, string(b))
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no seed programs match %s", globs)
	}
	return mutate.NewCorpus(names, srcs), nil
}

// entry is one distinct failure of the index.
type entry struct {
	key   string
	count int
	file  string // the example mutant, relative to the output directory
	size  int
}

type state struct {
	mu     sync.Mutex
	o      *options
	index  map[string]*entry
	counts map[mutate.Class]int
	clean  map[string]int // clean runs by how they ended: ok, syntax error, error
	failed bool
}

func campaign(o *options, corpus *mutate.Corpus) (bool, error) {
	kiln, err := filepath.Abs(o.kiln)
	if err != nil {
		return false, err
	}
	o.kiln = kiln
	if o.depot, err = filepath.Abs(o.depot); err != nil {
		return false, err
	}
	if err := os.MkdirAll(o.depot, 0o755); err != nil {
		return false, err
	}
	st := &state{o: o, index: map[string]*entry{}, counts: map[mutate.Class]int{}, clean: map[string]int{}}
	if err := st.loadIndex(); err != nil {
		return false, err
	}
	// The first run of a kiln build precompiles the standard library into
	// the depot; do it once here, not in the first mutant's time.
	warm := filepath.Join(o.out, "work", "warm.jl")
	if err := os.MkdirAll(filepath.Dir(warm), 0o755); err != nil {
		return false, err
	}
	if err := os.WriteFile(warm, []byte("println(1)\n"), 0o644); err != nil {
		return false, err
	}
	if r := run(o, warm, 5*time.Minute); r.Exit != 0 || r.Signal != 0 || r.TimedOut {
		return false, fmt.Errorf("%s does not run a program (exit %d): %s", o.kiln, r.Exit, r.Stderr)
	}
	began := time.Now()
	next := make(chan uint64)
	var wg sync.WaitGroup
	for w := 0; w < max(1, o.jobs); w++ {
		wg.Add(1)
		dir := filepath.Join(o.out, "work", strconv.Itoa(w))
		go func() {
			defer wg.Done()
			for i := range next {
				st.one(corpus, i, dir)
			}
		}()
	}
	for i := o.start; i < o.start+uint64(o.n); i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := st.saveIndex(); err != nil {
		return false, err
	}
	st.summary(os.Stdout, time.Since(began))
	return st.failed, nil
}

// one makes, runs and records mutant i.
func (st *state) one(corpus *mutate.Corpus, i uint64, dir string) {
	o := st.o
	m := corpus.Make(o.seed, i)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		panic(err)
	}
	path, _ := filepath.Abs(filepath.Join(dir, "mutant.jl"))
	if err := os.WriteFile(path, []byte(m.Source), 0o644); err != nil {
		panic(err)
	}
	r := run(o, path, o.timeout)
	if r.TimedOut {
		// A busy machine can stretch a run past its limit (the wall-time
		// cap); only a mutant that also times out with 4 times the limit
		// is a hang.
		if r2 := run(o, path, 4*o.timeout); !r2.TimedOut {
			r = r2
		}
	}
	class, line := mutate.Classify(r)
	st.mu.Lock()
	defer st.mu.Unlock()
	st.counts[class]++
	if class == mutate.Clean {
		st.clean[cleanKind(r)]++
	}
	if st.total()%200 == 0 {
		st.saveIndex()
		fmt.Printf("... %d mutants run\n", st.total())
	}
	if class == mutate.Clean {
		return
	}
	if o.fail[class] {
		st.failed = true
	}
	key := mutate.Key(class, line, path)
	e := st.index[key]
	isNew := e == nil
	if isNew {
		e = &entry{key: key}
		st.index[key] = e
	}
	e.count++
	if isNew || len(m.Source) < e.size {
		// Keep the smallest example of each failure.
		if e.file == "" {
			e.file = filepath.Join(string(class), fmt.Sprintf("s%d-m%d.jl", o.seed, i))
		}
		e.size = len(m.Source)
		st.write(e, m, i, r, class)
	}
	if isNew || o.verbose {
		fmt.Printf("mutant %d (%s): %s\n", i, m.Seed, key)
	}
}

func (st *state) total() int {
	n := 0
	for _, c := range st.counts {
		n += c
	}
	return n
}

// write saves an example mutant and, beside it, what its run left.
func (st *state) write(e *entry, m mutate.Mutant, i uint64, r mutate.Result, class mutate.Class) {
	p := filepath.Join(st.o.out, e.file)
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte(m.Source), 0o644)
	var b bytes.Buffer
	fmt.Fprintf(&b, "class: %s\nkey: %s\nseed program: %s\ncampaign: -seed %d -start %d -n 1\nmutations: %s\nexit: %d signal: %d timed out: %v\n--- stderr\n",
		class, e.key, m.Seed, st.o.seed, i, strings.Join(m.Ops, "; "), r.Exit, r.Signal, r.TimedOut)
	stderr := r.Stderr
	if len(stderr) > 20000 {
		stderr = stderr[:20000] + "\n…"
	}
	b.WriteString(stderr)
	os.WriteFile(strings.TrimSuffix(p, ".jl")+".txt", b.Bytes(), 0o644)
}

const indexName = "index.tsv"

// loadIndex reads the failures of earlier chunks, so that a campaign run in
// chunks reports each failure once.
func (st *state) loadIndex() error {
	f, err := os.Open(filepath.Join(st.o.out, indexName))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) != 4 {
			continue
		}
		n, _ := strconv.Atoi(parts[0])
		size, _ := strconv.Atoi(parts[1])
		st.index[parts[3]] = &entry{key: parts[3], count: n, size: size, file: parts[2]}
	}
	return sc.Err()
}

// saveIndex writes count, example size, example file and key of every
// failure, most frequent first.
func (st *state) saveIndex() error {
	var es []*entry
	for _, e := range st.index {
		es = append(es, e)
	}
	sort.Slice(es, func(a, b int) bool {
		if es[a].count != es[b].count {
			return es[a].count > es[b].count
		}
		return es[a].key < es[b].key
	})
	var b bytes.Buffer
	for _, e := range es {
		fmt.Fprintf(&b, "%d\t%d\t%s\t%s\n", e.count, e.size, e.file, e.key)
	}
	if err := os.MkdirAll(st.o.out, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(st.o.out, indexName), b.Bytes(), 0o644)
}

func (st *state) summary(w io.Writer, d time.Duration) {
	fmt.Fprintf(w, "%d mutants (seed %d, %d..%d) in %s:", st.total(), st.o.seed, st.o.start, st.o.start+uint64(st.o.n)-1, d.Round(time.Second))
	for _, c := range []mutate.Class{mutate.Clean, mutate.Odd, mutate.Internal, mutate.Crash, mutate.Hang, mutate.HangRun} {
		fmt.Fprintf(w, " %s %d", c, st.counts[c])
	}
	fmt.Fprintf(w, " (clean: %d ran to the end, %d syntax errors, %d Julia errors); %d distinct failures in %s\n",
		st.clean["ok"], st.clean["syntax"], st.clean["error"], len(st.index), filepath.Join(st.o.out, indexName))
}

// cleanKind tells how a clean run ended.
func cleanKind(r mutate.Result) string {
	switch {
	case r.Exit == 0:
		return "ok"
	case strings.Contains(r.Stderr, "ERROR: "):
		return "error"
	}
	return "syntax"
}

// run runs `kiln run path` in path's directory with a limit of CPU time
// (the machine may be busy, so wall time says little). On timeout it asks for a Go stack dump (SIGQUIT), which tells a compiler
// that does not finish from a program that loops, then kills the process
// group.
func run(o *options, path string, limit time.Duration) mutate.Result {
	cmd := exec.Command(o.kiln, "--heap-size-hint="+o.heap, "run", path)
	cmd.Dir = filepath.Dir(path)
	cmd.Env = append(os.Environ(), "KILN_DEPOT="+o.depot, "GOTRACEBACK=all")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var stderr limitedBuffer
	stderr.max = 1 << 20
	cmd.Stdout = io.Discard
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return mutate.Result{Exit: -1, Stderr: err.Error()}
	}
	done := make(chan struct{})
	var timedOut atomic.Bool
	go func() {
		if !waitCPU(cmd.Process.Pid, limit, done) {
			return
		}
		{
			timedOut.Store(true)
			cmd.Process.Signal(syscall.SIGQUIT)
			select {
			case <-done:
			case <-time.After(3 * time.Second):
			}
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		}
	}()
	cmd.Wait()
	close(done)
	// Children left in the group (none expected) go too.
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	r := mutate.Result{TimedOut: timedOut.Load(), Stderr: stderr.String()}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		r.Signal = int(ws.Signal())
	} else {
		r.Exit = cmd.ProcessState.ExitCode()
	}
	return r
}

// limitedBuffer keeps the first max bytes written to it.
type limitedBuffer struct {
	bytes.Buffer
	max int
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// waitCPU waits until the process has used limit of CPU time (reporting
// true) or done is closed (false). A process that gets little CPU (a
// blocked one) times out after 6 times limit of wall time.
func waitCPU(pid int, limit time.Duration, done <-chan struct{}) bool {
	wall := time.NewTimer(6 * limit)
	defer wall.Stop()
	tick := time.NewTicker(limit / 20)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return false
		case <-wall.C:
			return true
		case <-tick.C:
			if cpuTime(pid) >= limit {
				return true
			}
		}
	}
}

// cpuTime reads the user and system time of a process (all its threads)
// from /proc; 0 where that is not available.
func cpuTime(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// The fields after the command name (which may hold blanks) start
	// after its closing paren; utime and stime are fields 14 and 15.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	k, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+k) * time.Second / 100 // USER_HZ is 100 on Linux
}
