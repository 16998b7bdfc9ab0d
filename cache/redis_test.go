package cache

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"fmt"
	"net"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// startRedis starts a private redis-server on a free loopback port and
// returns its URL; the test is skipped when redis-server is not
// installed (scripts/deps.sh installs it).
func startRedis(t *testing.T) (string, *exec.Cmd) {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Skip("redis-server is not installed (scripts/deps.sh installs it)")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, "--port", fmt.Sprint(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--dir", t.TempDir(), "--protected-mode", "yes")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for deadline := time.Now().Add(10 * time.Second); ; {
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("redis-server did not start:\n%s", out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	return fmt.Sprintf("redis://127.0.0.1:%d/0", port), cmd
}

func TestRedisStore(t *testing.T) {
	url, cmd := startRedis(t)
	stores, err := ParseStores(url)
	if err != nil {
		t.Fatal(err)
	}
	priv := newKey(t)
	trust := &Trust{}
	trust.Add(priv.Public().(ed25519.PublicKey))
	data, key := testImage(t, "Geometry")
	var stderr bytes.Buffer
	c := &Client{Stores: stores, Trust: trust, Signer: priv, Stderr: &stderr}
	if n := c.Upload(key, data); n != 1 {
		t.Fatalf("uploaded to %d stores: %s", n, stderr.String())
	}
	img, _, err := c.Fetch(key)
	if err != nil || img.ImageID() != key {
		t.Fatalf("fetch: %v", err)
	}
	if _, _, err := c.Fetch(hexOf("absent")); !errors.Is(err, ErrNotFound) {
		t.Errorf("absent key: %v", err)
	}
	// A blob signed by someone else, stored under the key: rejected.
	other := stores[0]
	_, key2 := testImage(t, "Other")
	if err := other.Put(t.Context(), key2, Seal(key2, data, newKey(t))); err != nil {
		t.Fatal(err)
	}
	if _, _, err := c.Fetch(key2); !errors.Is(err, ErrNotFound) {
		t.Errorf("untrusted blob accepted: %v", err)
	}
	// The server dies: bounded, reported once, then skipped.
	cmd.Process.Kill()
	cmd.Wait()
	start := time.Now()
	c.Fetch(key)
	c.Fetch(key)
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("a dead server cost %v", d)
	}
	if n := strings.Count(stderr.String(), "is unavailable"); n != 1 {
		t.Errorf("reported %d times: %q", n, stderr.String())
	}
	// A read-only store is never written.
	ro, _ := ParseStores(url + "?ro")
	if err := ro[0].Put(t.Context(), key, data); err == nil {
		t.Error("read-only store written")
	}
}
