package image

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	randv2 "math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// The locking protocol (see docs/image-format.md, "Locking"):
//
//   - The lock for image path P is the file P.lock. It is published complete
//     and exclusively: its content is written to a temporary file which is
//     then hard-linked to P.lock; link(2) fails with EEXIST when P.lock
//     exists, exactly like open(O_CREAT|O_EXCL), but no one can ever see a
//     half-written lock. (File systems without hard links fall back to
//     O_CREAT|O_EXCL and a short grace period for unreadable content.)
//   - The holder removes P.lock when it is done (Unlock).
//   - A lock whose holder is dead (kill(pid, 0) fails with ESRCH, the
//     process is a zombie, its start time in /proc/PID/stat differs from the
//     recorded one, or the machine has rebooted since) is stale. Removing a
//     stale lock is a compare-and-delete, which the file system does not
//     offer; it is made atomic by a guard: the remover takes flock(LOCK_EX)
//     on P.lock.guard, re-reads P.lock, and deletes it only if its content,
//     which includes a random per-acquisition nonce, is byte-for-byte the
//     stale content it judged. No other party can change P.lock meanwhile:
//     its holder is dead, other removers wait on the guard, and creators
//     cannot replace an existing file. The guard is a kernel lock, so it is
//     released when its holder dies; it is unlinked by its holder before
//     release, and a process that got the flock checks that the path still
//     names the inode it locked, retrying if not.
//   - Renaming a fresh lock over a stale one is NOT used: rename is atomic
//     but unconditional, so two processes that both judged the same lock
//     stale would both "take it over", the second silently replacing the
//     first's live lock.

// LockInfo describes the holder of a lock.
type LockInfo struct {
	PID       int
	StartTime uint64 // /proc/PID/stat start time in clock ticks since boot; 0 if unknown
	BootID    string // /proc/sys/kernel/random/boot_id; "" if unknown
	Host      string
	Nonce     string // random, unique per acquisition
	Created   time.Time
}

// LockedError is returned by Lock when a live process holds the lock.
type LockedError struct {
	Path   string // the lock file
	Holder LockInfo
}

func (e *LockedError) Error() string {
	return fmt.Sprintf("image: %s is held by pid %d on %s since %s", e.Path, e.Holder.PID, e.Holder.Host,
		e.Holder.Created.Format(time.RFC3339))
}

// LockTimeout is how long kiln waits for another process's build of an
// image: KILN_LOCK_TIMEOUT (seconds) or 30 minutes. A live holder keeps
// its lease, so the wait is bounded only against a holder that is alive
// but stuck.
func LockTimeout() time.Duration {
	if v, err := strconv.Atoi(os.Getenv("KILN_LOCK_TIMEOUT")); err == nil && v > 0 {
		return time.Duration(v) * time.Second
	}
	return 30 * time.Minute
}

// ErrLockTimeout is wrapped by the error of AcquireOrWait when it gave up
// waiting for another process.
var ErrLockTimeout = errors.New("timed out waiting for the image lock")

// Lockfile is a held lock; release it with Unlock.
type Lockfile struct {
	path    string // the .lock file
	content []byte
	mu      sync.Mutex
	done    bool
	stop    chan struct{} // closed by Unlock: ends the heartbeat
}

// The lease: a holder renews its lock's modification time every
// LeaseRefresh while it holds it (its content, which removal compares, is
// unchanged). A lock taken on another host, whose process this machine
// cannot see, is stale when it has not been renewed for LeaseExpiry: its
// holder died or its container was restarted.
const (
	LeaseRefresh = 5 * time.Second
	LeaseExpiry  = 60 * time.Second
)

// heartbeat renews the lease until Unlock.
func (l *Lockfile) heartbeat() {
	t := time.NewTicker(LeaseRefresh)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case now := <-t.C:
			l.mu.Lock()
			if !l.done {
				if cur, err := os.ReadFile(l.path); err == nil && bytes.Equal(cur, l.content) {
					os.Chtimes(l.path, now, now)
				}
			}
			l.mu.Unlock()
		}
	}
}

// Path returns the lock file's path.
func (l *Lockfile) Path() string { return l.path }

// Unlock releases the lock. It removes the lock file only if it is still
// this acquisition's. Calling it again does nothing.
func (l *Lockfile) Unlock() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.done {
		return nil
	}
	l.done = true
	if l.stop != nil {
		close(l.stop)
	}
	cur, err := os.ReadFile(l.path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("image: lock %s vanished while held", l.path)
		}
		return err
	}
	if !bytes.Equal(cur, l.content) {
		return fmt.Errorf("image: lock %s was taken over while held", l.path)
	}
	return os.Remove(l.path)
}

var (
	selfOnce  sync.Once
	selfStart uint64
	selfBoot  string
	selfHost  string
)

func self() {
	selfOnce.Do(func() {
		if st, err := procStat(os.Getpid()); err == nil {
			selfStart = st.start
		}
		if b, err := os.ReadFile("/proc/sys/kernel/random/boot_id"); err == nil {
			selfBoot = strings.TrimSpace(string(b))
		}
		selfHost, _ = os.Hostname()
	})
}

func newLockInfo() LockInfo {
	self()
	var nb [16]byte
	rand.Read(nb[:])
	return LockInfo{
		PID:       os.Getpid(),
		StartTime: selfStart,
		BootID:    selfBoot,
		Host:      selfHost,
		Nonce:     hex.EncodeToString(nb[:]),
		Created:   time.Now(),
	}
}

func (li LockInfo) encode() []byte {
	oneLine := strings.NewReplacer("\n", "_", "\r", "_").Replace
	return []byte(fmt.Sprintf("kiln-lock 1\npid %d\nstart %d\nboot %s\nhost %s\nnonce %s\ntime %d\n",
		li.PID, li.StartTime, oneLine(li.BootID), oneLine(li.Host), li.Nonce, li.Created.UnixNano()))
}

func parseLockInfo(b []byte) (LockInfo, error) {
	var li LockInfo
	sc := bufio.NewScanner(bytes.NewReader(b))
	first := true
	for sc.Scan() {
		line := sc.Text()
		if first {
			if line != "kiln-lock 1" {
				return li, errors.New("not a kiln lock file")
			}
			first = false
			continue
		}
		k, v, _ := strings.Cut(line, " ")
		switch k {
		case "pid":
			li.PID, _ = strconv.Atoi(v)
		case "start":
			li.StartTime, _ = strconv.ParseUint(v, 10, 64)
		case "boot":
			li.BootID = v
		case "host":
			li.Host = v
		case "nonce":
			li.Nonce = v
		case "time":
			n, _ := strconv.ParseInt(v, 10, 64)
			li.Created = time.Unix(0, n)
		}
	}
	if first || li.PID <= 0 || li.Nonce == "" {
		return li, errors.New("incomplete lock file")
	}
	return li, nil
}

type procInfo struct {
	state byte
	start uint64
}

// procStat reads the state and start time of pid from /proc/PID/stat.
func procStat(pid int) (procInfo, error) {
	var pi procInfo
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return pi, err
	}
	return parseProcStat(b)
}

func parseProcStat(b []byte) (procInfo, error) {
	var pi procInfo
	var err error
	// "pid (comm) state ppid ..."; comm may contain spaces and parentheses.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return pi, errors.New("malformed stat")
	}
	f := strings.Fields(string(b[i+1:]))
	// f[0] is field 3 (state); starttime is field 22, f[19].
	if len(f) < 20 {
		return pi, errors.New("malformed stat")
	}
	pi.state = f[0][0]
	pi.start, err = strconv.ParseUint(f[19], 10, 64)
	return pi, err
}

// pidAlive reports whether a process pid exists and is not a zombie.
func pidAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return false
	}
	if st, err := procStat(pid); err == nil && (st.state == 'Z' || st.state == 'X') {
		return false
	}
	return true
}

// lockAge is how long ago the lock file at lp was last renewed (0 if it
// cannot be told).
func lockAge(lp string) time.Duration {
	fi, err := os.Stat(lp)
	if err != nil {
		return 0
	}
	return time.Since(fi.ModTime())
}

// staleReason says why the holder li is dead, or "" if it may be alive;
// age is the time since the lock was last renewed.
func staleReason(li LockInfo, age time.Duration) string {
	self()
	if li.Host != selfHost {
		// Another machine or container: its PIDs mean nothing here; only
		// the lease tells.
		if age > LeaseExpiry {
			return fmt.Sprintf("the lock of pid %d on host %s has not been renewed for %s", li.PID, li.Host, age.Round(time.Second))
		}
		return ""
	}
	if li.BootID != "" && selfBoot != "" && li.BootID != selfBoot {
		return "the machine rebooted since the lock was taken"
	}
	if err := syscall.Kill(li.PID, 0); errors.Is(err, syscall.ESRCH) {
		return fmt.Sprintf("holder pid %d is dead", li.PID)
	}
	st, err := procStat(li.PID)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && procMounted() {
			return fmt.Sprintf("holder pid %d is dead", li.PID)
		}
		return ""
	}
	if st.state == 'Z' || st.state == 'X' {
		return fmt.Sprintf("holder pid %d is a zombie", li.PID)
	}
	if li.StartTime != 0 && st.start != li.StartTime {
		return fmt.Sprintf("pid %d was reused by another process", li.PID)
	}
	return ""
}

func procMounted() bool {
	_, err := os.Stat("/proc/self/stat")
	return err == nil
}

// unreadableGrace is how long a lock file with unreadable content is
// presumed to be in the middle of being written (O_EXCL fallback only).
const unreadableGrace = 10 * time.Second

// createLock publishes content at lp exclusively. It returns an error
// satisfying errors.Is(err, fs.ErrExist) if lp exists.
func createLock(lp string, content []byte) error {
	dir, base := filepath.Split(lp)
	if dir == "" {
		dir = "."
	}
	cleanStaleTemps(dir, base)
	f, err := os.CreateTemp(dir, tempPrefix(base, os.Getpid())+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	_, werr := f.Write(content)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return werr
	}
	err = os.Link(tmp, lp)
	if err == nil || errors.Is(err, fs.ErrExist) {
		return err
	}
	// No hard links here: O_EXCL.
	lf, err := os.OpenFile(lp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, werr = lf.Write(content)
	if cerr := lf.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(lp)
	}
	return werr
}

// Lock takes the lock for the image at path (the file path+".lock") without
// waiting. If a live process holds it, the error is a *LockedError; a lock
// left by a dead process is taken over.
func Lock(path string) (*Lockfile, error) {
	lp := path + ".lock"
	if err := os.MkdirAll(filepath.Dir(lp), 0o755); err != nil {
		return nil, err
	}
	for attempt := 0; attempt < 16; attempt++ {
		info := newLockInfo()
		content := info.encode()
		err := createLock(lp, content)
		if err == nil {
			l := &Lockfile{path: lp, content: content, stop: make(chan struct{})}
			go l.heartbeat()
			return l, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("image: lock %s: %w", lp, err)
		}
		raw, err := os.ReadFile(lp)
		if errors.Is(err, fs.ErrNotExist) {
			continue // released meanwhile
		}
		if err != nil {
			return nil, fmt.Errorf("image: lock %s: %w", lp, err)
		}
		holder, perr := parseLockInfo(raw)
		if perr != nil {
			fi, err := os.Stat(lp)
			if err != nil || time.Since(fi.ModTime()) < unreadableGrace {
				return nil, &LockedError{Path: lp, Holder: holder}
			}
		} else if staleReason(holder, lockAge(lp)) == "" {
			return nil, &LockedError{Path: lp, Holder: holder}
		}
		if err := removeIfSame(lp, raw); err != nil {
			return nil, fmt.Errorf("image: take over stale lock %s: %w", lp, err)
		}
	}
	return nil, fmt.Errorf("image: lock %s: too much contention", lp)
}

// LockHolder reports the live process that holds the lock of the image at
// path, if any (without taking it): a process about to build the image
// can say that it waits for that one instead of claiming to build too.
func LockHolder(path string) (LockInfo, bool) {
	lp := path + ".lock"
	raw, err := os.ReadFile(lp)
	if err != nil {
		return LockInfo{}, false
	}
	li, err := parseLockInfo(raw)
	if err != nil || staleReason(li, lockAge(lp)) != "" {
		return LockInfo{}, false
	}
	return li, true
}

// removeIfSame deletes lp if its content is still stale, under the guard.
func removeIfSame(lp string, stale []byte) error {
	g, err := lockGuard(lp + ".guard")
	if err != nil {
		return err
	}
	defer g.release()
	cur, err := os.ReadFile(lp)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !bytes.Equal(cur, stale) {
		return nil // someone else took it over first
	}
	if err := os.Remove(lp); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

type guard struct {
	f    *os.File
	path string
}

// lockGuard takes an exclusive flock on path, making sure that the path
// still names the locked file (a previous holder unlinks it on release).
func lockGuard(path string) (*guard, error) {
	for i := 0; i < 100; i++ {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		for {
			err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
			if err != syscall.EINTR {
				break
			}
		}
		if err != nil {
			f.Close()
			return nil, err
		}
		fi, err1 := f.Stat()
		pi, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(fi, pi) {
			return &guard{f: f, path: path}, nil
		}
		f.Close() // unlinked by the previous holder: retry
	}
	return nil, errors.New("cannot take the lock guard")
}

func (g *guard) release() {
	os.Remove(g.path)
	g.f.Close()
}

type fileID struct {
	exists bool
	fi     os.FileInfo
}

func statID(path string) fileID {
	fi, err := os.Stat(path)
	if err != nil {
		return fileID{}
	}
	return fileID{exists: true, fi: fi}
}

func (a fileID) same(b fileID) bool {
	if a.exists != b.exists {
		return false
	}
	if !a.exists {
		return true
	}
	return os.SameFile(a.fi, b.fi) && a.fi.Size() == b.fi.Size() && a.fi.ModTime().Equal(b.fi.ModTime())
}

// AcquireOrWait serializes building the image at path among goroutines and
// processes. The first caller takes the lock and runs build, which must
// write the image to path (with Write); built is then true and err is
// build's error. Other callers wait, polling with exponential backoff, and
// when the lock is released and a new file has appeared at path since they
// were called, they return built == false and nil, and should load it. If
// the lock is released without a new file (the build failed), the next
// waiter takes the lock and builds. A lock held by a dead process is taken
// over. Waiting longer than timeout (if positive) fails with an error
// wrapping ErrLockTimeout and the holder.
//
// A caller that found path stale before calling may find, on return with
// built == false, an image written by another process; it should check it
// again and call AcquireOrWait again if it is still unusable.
func AcquireOrWait(path string, timeout time.Duration, build func() error) (built bool, err error) {
	return AcquireOrWaitNotify(path, timeout, nil, build)
}

// AcquireOrWaitNotify is AcquireOrWait that calls waiting (when not nil)
// once, when it first finds the lock held by another live process, so the
// caller can say whom it waits for.
func AcquireOrWaitNotify(path string, timeout time.Duration, waiting func(*LockedError), build func() error) (built bool, err error) {
	start := time.Now()
	told := false
	before := statID(path)
	delay := 2 * time.Millisecond
	for {
		lk, err := Lock(path)
		if err == nil {
			if after := statID(path); after.exists && !after.same(before) {
				lk.Unlock()
				return false, nil
			}
			return true, runLocked(lk, build)
		}
		var le *LockedError
		if !errors.As(err, &le) {
			return false, err
		}
		if !told && waiting != nil {
			told = true
			waiting(le)
		}
		if timeout > 0 && time.Since(start) > timeout {
			return false, fmt.Errorf("image: %s: %w (%v)", path, ErrLockTimeout, le)
		}
		time.Sleep(delay/2 + randv2.N(delay/2+1))
		if delay *= 2; delay > 250*time.Millisecond {
			delay = 250 * time.Millisecond
		}
	}
}

// runLocked runs build with the lock held and releases it, even if build
// panics. An Unlock failure (the lock file was removed or replaced by hand)
// does not fail a build: the image was written atomically either way.
func runLocked(lk *Lockfile, build func() error) error {
	defer lk.Unlock()
	return build()
}

// UpdateFile replaces the small file at path with update's result, read
// and written under an exclusive flock on path+".lock" (a kernel lock,
// as the guard of the locking protocol above: released if its holder
// dies; the lock file stays, so that every updater locks the same
// inode), so that concurrent processes' updates are serialized and none
// is lost. The old content is nil when the file does not exist. The new
// content is written to a temporary file and renamed over path: readers
// that take no lock see the old or the new file, never a partial one.
// When update returns an error nothing is written.
func UpdateFile(path string, update func(old []byte) ([]byte, error)) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	lf, err := os.OpenFile(path+".lock", os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	defer lf.Close() // releases the flock
	for {
		err = syscall.Flock(int(lf.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return err
	}
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	data, err := update(old)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp.*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err = f.Write(data); err == nil {
		err = f.Chmod(0o644)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
