package image

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

func TestLockExclusive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p", "x.kimg")
	lk, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path + ".lock")
	li, err := parseLockInfo(b)
	if err != nil || li.PID != os.Getpid() || li.Nonce == "" {
		t.Fatalf("lock content %q: %v", b, err)
	}
	if st, err := procStat(os.Getpid()); err == nil && st.start != li.StartTime {
		t.Fatalf("start time %d, /proc says %d", li.StartTime, st.start)
	}
	_, err = Lock(path)
	var le *LockedError
	if !errors.As(err, &le) || le.Holder.PID != os.Getpid() {
		t.Fatalf("second Lock: %v", err)
	}
	if err := lk.Unlock(); err != nil {
		t.Fatal(err)
	}
	if err := lk.Unlock(); err != nil {
		t.Fatal("second Unlock:", err)
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Fatal("lock file remains")
	}
	lk2, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	lk2.Unlock()
	if left := tempsIn(t, filepath.Dir(path)); len(left) != 0 {
		t.Fatalf("temporaries left: %v", left)
	}
}

// deadPID returns the PID of a process that has exited and been reaped.
func deadPID(t *testing.T) int {
	cmd := exec.Command("/bin/sh", "-c", "exit 0")
	if err := cmd.Run(); err != nil {
		t.Skip("cannot run /bin/sh:", err)
	}
	return cmd.Process.Pid
}

func plantLock(t *testing.T, path string, li LockInfo) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+".lock", li.encode(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestStaleLockTakeover(t *testing.T) {
	me := newLockInfo()
	dead := me
	dead.PID = deadPID(t)
	reused := me // our PID, but another start time: the holder is gone
	reused.StartTime = me.StartTime + 12345
	rebooted := me
	rebooted.BootID = "00000000-0000-0000-0000-000000000000"
	if me.BootID == "" {
		rebooted = dead
	}
	elsewhere := dead
	elsewhere.Host = me.Host + "-other"

	cases := []struct {
		name     string
		li       LockInfo
		age      time.Duration // since the lock was last renewed
		takeover bool
	}{
		{"dead pid", dead, 0, true},
		{"reused pid", reused, 0, true},
		{"rebooted", rebooted, 0, true},
		{"live holder", me, 0, false},
		{"live holder, lease not renewed", me, 2 * LeaseExpiry, false}, // this host can see it is alive
		{"other host, renewed", elsewhere, 0, false},
		// A restarted container sharing the depot: a foreign lock whose
		// lease ran out is stale (it used to be waited for forever).
		{"other host, lease expired", elsewhere, LeaseExpiry + time.Minute, true},
	}
	for _, c := range cases {
		path := filepath.Join(t.TempDir(), "x.kimg")
		plantLock(t, path, c.li)
		if c.age > 0 {
			old := time.Now().Add(-c.age)
			os.Chtimes(path+".lock", old, old)
		}
		if r := staleReason(c.li, lockAge(path+".lock")); (r != "") != c.takeover {
			t.Errorf("%s: staleReason %q", c.name, r)
		}
		lk, err := Lock(path)
		if c.takeover {
			if err != nil {
				t.Errorf("%s: not taken over: %v", c.name, err)
				continue
			}
			lk.Unlock()
		} else {
			var le *LockedError
			if !errors.As(err, &le) {
				t.Errorf("%s: taken over (%v)", c.name, err)
			}
		}
	}
	// Unreadable content: fresh means "being written", old means stale.
	path := filepath.Join(t.TempDir(), "x.kimg")
	os.WriteFile(path+".lock", []byte("garbage"), 0o644)
	if _, err := Lock(path); err == nil {
		t.Error("fresh unreadable lock taken over")
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(path+".lock", old, old)
	if lk, err := Lock(path); err != nil {
		t.Errorf("old unreadable lock not taken over: %v", err)
	} else {
		lk.Unlock()
	}
}

// TestKilledHolderTakeover kills a process holding the lock with SIGKILL;
// before it is reaped it is a zombie, after that it is gone: both are taken
// over by AcquireOrWait, which then builds.
func TestKilledHolderTakeover(t *testing.T) {
	for _, reap := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "x.kimg")
		h := startHelper(t, "holdlock", "KILN_IMAGE_TEST_PATH="+path)
		if line := h.line(t); !strings.HasPrefix(line, "READY") {
			t.Fatalf("helper: %q %s", line, h.rest())
		}
		if _, err := Lock(path); err == nil {
			t.Fatal("lock of a live helper taken")
		}
		h.cmd.Process.Signal(syscall.SIGKILL)
		if reap {
			h.cmd.Wait()
		} else {
			// Wait until it is a zombie, without reaping it.
			for i := 0; ; i++ {
				st, err := procStat(h.cmd.Process.Pid)
				if err == nil && st.state == 'Z' {
					break
				}
				if i > 5000 {
					t.Fatal("helper did not die")
				}
				time.Sleep(time.Millisecond)
			}
		}
		built, err := AcquireOrWait(path, 10*time.Second, func() error { return Write(path, sampleImage()) })
		if err != nil || !built {
			t.Fatalf("reap=%v: built=%v err=%v", reap, built, err)
		}
		if _, err := Read(path); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
			t.Fatal("lock left behind")
		}
	}
}

// TestTakeoverRace plants a stale lock and lets many goroutines race to
// take it over: at every moment at most one holds the lock.
func TestTakeoverRace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.kimg")
	dead := newLockInfo()
	dead.PID = deadPID(t)
	var holders, maxHolders, acquired int32
	for round := 0; round < 20; round++ {
		plantLock(t, path, dead)
		var wg sync.WaitGroup
		for g := 0; g < 8; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				lk, err := Lock(path)
				if err != nil {
					var le *LockedError
					if !errors.As(err, &le) {
						t.Error(err)
					}
					return
				}
				atomic.AddInt32(&acquired, 1)
				n := atomic.AddInt32(&holders, 1)
				for {
					m := atomic.LoadInt32(&maxHolders)
					if n <= m || atomic.CompareAndSwapInt32(&maxHolders, m, n) {
						break
					}
				}
				time.Sleep(2 * time.Millisecond)
				atomic.AddInt32(&holders, -1)
				if err := lk.Unlock(); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
	}
	if maxHolders != 1 {
		t.Fatalf("%d simultaneous holders", maxHolders)
	}
	if acquired < 20 {
		t.Fatalf("only %d acquisitions in 20 rounds", acquired)
	}
	if _, err := os.Stat(path + ".lock.guard"); !os.IsNotExist(err) {
		t.Fatal("guard file left behind")
	}
}

// TestConcurrentPrecompile runs several goroutines and several processes
// precompiling one package at once: exactly one build, and every one of
// them loads the image.
func TestConcurrentPrecompile(t *testing.T) {
	const nGoroutines, nProcs = 4, 4
	dir := t.TempDir()
	path := filepath.Join(dir, "compiled", "v0", "Geometry", "abc.kimg")
	logPath := filepath.Join(dir, "builds.log")
	goFile := filepath.Join(dir, "go")
	var procs []*helperProc
	for i := 0; i < nProcs; i++ {
		h := startHelper(t, "acquire", "KILN_IMAGE_TEST_PATH="+path, "KILN_IMAGE_TEST_LOG="+logPath, "KILN_IMAGE_TEST_GO="+goFile)
		if line := h.line(t); line != "READY" {
			t.Fatalf("helper: %q", line)
		}
		procs = append(procs, h)
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	results := make([]string, nGoroutines)
	for g := 0; g < nGoroutines; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			<-start
			how, err := acquireAndLoad(path, logPath, fmt.Sprintf("goroutine %d", g))
			if err != nil {
				t.Errorf("goroutine %d: %v", g, err)
			}
			results[g] = "OK " + how
		}(g)
	}
	os.WriteFile(goFile, nil, 0o644)
	close(start)
	wg.Wait()
	for i, h := range procs {
		out := h.line(t)
		if err := h.cmd.Wait(); err != nil || !strings.HasPrefix(out, "OK") {
			t.Errorf("process %d: %q %v", i, out, err)
		}
		results = append(results, out)
	}
	b, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	builds := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(builds) != 1 {
		t.Fatalf("%d builds: %q", len(builds), builds)
	}
	t.Logf("one build by %s; results: %v", builds[0], results)
	waited := 0
	for _, r := range results {
		if r == "OK waited" {
			waited++
		}
	}
	if waited == 0 {
		t.Log("warning: no participant waited on the lock (no contention this run)")
	}
	if _, err := Read(path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Fatal("lock left behind")
	}
}

// TestAcquireOrWaitBuildFails: when the builder fails, a waiter builds.
func TestAcquireOrWaitBuildFails(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.kimg")
	lk, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		built, err := AcquireOrWait(path, 10*time.Second, func() error { return Write(path, sampleImage()) })
		if err == nil && !built {
			err = errors.New("waiter did not build after the holder failed")
		}
		done <- err
	}()
	time.Sleep(50 * time.Millisecond)
	lk.Unlock() // the holder gives up without writing anything
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := Read(path); err != nil {
		t.Fatal(err)
	}

	// A failing build returns its error and releases the lock.
	path2 := filepath.Join(t.TempDir(), "y.kimg")
	boom := errors.New("boom")
	built, err := AcquireOrWait(path2, time.Second, func() error { return boom })
	if !built || !errors.Is(err, boom) {
		t.Fatalf("built=%v err=%v", built, err)
	}
	if _, err := os.Stat(path2 + ".lock"); !os.IsNotExist(err) {
		t.Fatal("lock left behind after a failed build")
	}
}

func TestAcquireOrWaitTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.kimg")
	lk, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lk.Unlock()
	t0 := time.Now()
	built, err := AcquireOrWait(path, 100*time.Millisecond, func() error { return nil })
	if built || !errors.Is(err, ErrLockTimeout) {
		t.Fatalf("built=%v err=%v", built, err)
	}
	if d := time.Since(t0); d > 2*time.Second {
		t.Fatalf("timeout took %v", d)
	}
}

func TestParseProcStat(t *testing.T) {
	line := "4242 (a) (b c) R 1 4242 4242 0 -1 4194560 104 0 0 0 0 0 0 0 20 0 1 0 987654 1000 100 18446744073709551615\n"
	st, err := parseProcStat([]byte(line))
	if err != nil || st.state != 'R' || st.start != 987654 {
		t.Fatalf("%+v %v", st, err)
	}
	for _, bad := range []string{"", "12 (x", "12 (x) R 1 2"} {
		if _, err := parseProcStat([]byte(bad)); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	if _, err := os.Stat("/proc/self/stat"); err == nil {
		st, err := procStat(os.Getpid())
		if err != nil || st.start == 0 || st.state == 0 {
			t.Fatalf("own stat: %+v %v", st, err)
		}
	}
}

// TestLockHeartbeat: a held lock's lease is renewed while it is held, so
// another host does not judge it stale; it stops on Unlock.
func TestLockHeartbeat(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for a lease renewal")
	}
	path := filepath.Join(t.TempDir(), "x.kimg")
	lk, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(path+".lock", old, old)
	time.Sleep(LeaseRefresh + time.Second)
	if age := lockAge(path + ".lock"); age > LeaseRefresh+time.Second {
		t.Errorf("lease not renewed: age %s", age)
	}
	lk.Unlock()
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Errorf("lock left after Unlock: %v", err)
	}
}

// TestAcquireOrWaitNotifyTimeout: a waiter is told once whom it waits for
// and gives up after its timeout with ErrLockTimeout naming the holder.
func TestAcquireOrWaitNotifyTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.kimg")
	lk, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lk.Unlock()
	told := 0
	built, err := AcquireOrWaitNotify(path, 300*time.Millisecond, func(le *LockedError) {
		told++
		if le.Holder.PID != os.Getpid() {
			t.Errorf("holder pid %d, want %d", le.Holder.PID, os.Getpid())
		}
	}, func() error { t.Error("built while the lock was held"); return nil })
	if built || !errors.Is(err, ErrLockTimeout) || !strings.Contains(err.Error(), "held by pid") {
		t.Errorf("built=%v err=%v", built, err)
	}
	if told != 1 {
		t.Errorf("waiting told %d times, want 1", told)
	}
}

// TestLockHolder: the live holder of an image's lock is reported, a dead
// one is not, and a missing lock is no holder.
func TestLockHolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.kimg")
	if _, held := LockHolder(path); held {
		t.Fatal("no lock, but a holder")
	}
	lk, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	if li, held := LockHolder(path); !held || li.PID != os.Getpid() {
		t.Errorf("held by us: %v %v", li, held)
	}
	lk.Unlock()
	dead := newLockInfo()
	dead.PID = deadPID(t)
	plantLock(t, path, dead)
	if _, held := LockHolder(path); held {
		t.Errorf("a dead holder reported as holding")
	}
}

// UpdateFile serializes concurrent read-modify-write cycles: no update
// is lost.
func TestUpdateFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "count")
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 25; k++ {
				err := UpdateFile(path, func(old []byte) ([]byte, error) {
					n, _ := strconv.Atoi(string(old))
					return []byte(strconv.Itoa(n + 1)), nil
				})
				if err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	if b, err := os.ReadFile(path); err != nil || string(b) != "200" {
		t.Errorf("count = %q, %v; want 200", b, err)
	}
	// An update that fails writes nothing.
	if err := UpdateFile(path, func([]byte) ([]byte, error) { return nil, errors.New("no") }); err == nil {
		t.Error("the update's error was not returned")
	}
	if b, _ := os.ReadFile(path); string(b) != "200" {
		t.Errorf("a failed update changed the file: %q", b)
	}
}
