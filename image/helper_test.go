package image

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// The test binary re-executes itself as a helper process when helperEnv is
// set; the mode says what to do.
const helperEnv = "KILN_IMAGE_TEST_HELPER"

func runHelper(mode string) int {
	path := os.Getenv("KILN_IMAGE_TEST_PATH")
	switch mode {
	case "slowwrite":
		// Write, but stop between fsync and rename until killed.
		testHookBeforeRename = func(tmp string) {
			fmt.Printf("READY %s\n", tmp)
			time.Sleep(time.Minute)
		}
		if err := Write(path, sampleImage()); err != nil {
			fmt.Println("ERROR", err)
			return 1
		}
		return 0
	case "holdlock":
		lk, err := Lock(path)
		if err != nil {
			fmt.Println("ERROR", err)
			return 1
		}
		fmt.Println("READY", lk.Path())
		time.Sleep(time.Minute)
		return 0
	case "acquire":
		fmt.Println("READY")
		for {
			if _, err := os.Stat(os.Getenv("KILN_IMAGE_TEST_GO")); err == nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		how, err := acquireAndLoad(path, os.Getenv("KILN_IMAGE_TEST_LOG"), fmt.Sprintf("pid %d", os.Getpid()))
		if err != nil {
			fmt.Println("ERROR", err)
			return 1
		}
		fmt.Println("OK", how)
		return 0
	}
	fmt.Println("unknown helper mode", mode)
	return 2
}

// acquireAndLoad is what a precompiling process does: use the image if it is
// there, else build it under the lock (re-checking first, since another
// process may have written it meanwhile), then load it. Every real build
// appends a line to logPath.
// The result says how the image was obtained: "cached" (there before),
// "built", "waited" (built by another while waiting) or "rechecked" (found
// under the lock).
func acquireAndLoad(path, logPath, who string) (string, error) {
	if _, err := Read(path); err == nil {
		return "cached", nil
	}
	how := "waited"
	built, err := AcquireOrWait(path, 30*time.Second, func() error {
		if _, err := Read(path); err == nil {
			how = "rechecked"
			return nil // written by another process after our check
		}
		how = "built"
		f, err := os.OpenFile(logPath, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			return err
		}
		fmt.Fprintln(f, who)
		f.Close()
		time.Sleep(300 * time.Millisecond) // a slow compile
		return Write(path, sampleImage())
	})
	if err != nil {
		return how, err
	}
	if !built && how != "waited" {
		return how, fmt.Errorf("AcquireOrWait: built=false but build ran")
	}
	if _, err := Read(path); err != nil {
		return how, fmt.Errorf("after AcquireOrWait: %w", err)
	}
	return how, nil
}

// helper starts the test binary in a helper mode; its stdout is returned.
type helperProc struct {
	cmd *exec.Cmd
	out *bufio.Reader
}

func startHelper(t *testing.T, mode string, env ...string) *helperProc {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(append(os.Environ(), helperEnv+"="+mode), env...)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return &helperProc{cmd: cmd, out: bufio.NewReader(stdout)}
}

// line reads one line of the helper's output, failing after a timeout.
func (h *helperProc) line(t *testing.T) string {
	t.Helper()
	ch := make(chan string, 1)
	go func() {
		s, _ := h.out.ReadString('\n')
		ch <- strings.TrimSpace(s)
	}()
	select {
	case s := <-ch:
		return s
	case <-time.After(60 * time.Second):
		t.Fatal("helper process did not answer")
		return ""
	}
}

func (h *helperProc) rest() string {
	b, _ := io.ReadAll(h.out)
	return string(b)
}
