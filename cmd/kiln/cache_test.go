package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// blobServer is a minimal remote cache server with the protocol of
// Bazel's HTTP cache: PUT stores a blob, GET and HEAD read it back.
type blobServer struct {
	mu    sync.Mutex
	blobs map[string][]byte
	puts  int
}

func (b *blobServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch r.Method {
	case http.MethodPut:
		data, _ := io.ReadAll(r.Body)
		b.blobs[r.URL.Path] = data
		b.puts++
		w.WriteHeader(http.StatusCreated)
	case http.MethodGet, http.MethodHead:
		data, ok := b.blobs[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Write(data)
	default:
		w.WriteHeader(http.StatusMethodNotAllowed)
	}
}

func (b *blobServer) keys() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var ks []string
	for k := range b.blobs {
		ks = append(ks, k)
	}
	return ks
}

// TestRemoteCache: two private depots share one store; the image the
// first builds and uploads is fetched, verified and loaded by the second,
// which compiles none of the package's code. A depot that does not trust
// the signer, and a store that is down, fall back to a local build.
func TestRemoteCache(t *testing.T) {
	srv := &blobServer{blobs: map[string][]byte{}}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	dir, env := imgEnv(t)
	depotA := filepath.Join(dir, "depotA")
	envA := append(env, "KILN_DEPOT="+depotA, "KILN_CACHE="+ts.URL+"/team")

	kg := runKilnEnv(t, dir, envA, "cache", "keygen")
	pub := strings.TrimSpace(kg.stdout)
	if kg.code != 0 || !strings.HasPrefix(pub, "kiln-ed25519:") {
		t.Fatalf("keygen: exit %d\n%s%s", kg.code, kg.stdout, kg.stderr)
	}
	mustPrecompile(t, dir, envA, "Img")
	keys := srv.keys()
	if len(keys) != 1 || !strings.HasPrefix(keys[0], "/team/kimg/") {
		t.Fatalf("the store holds %v, want one image under /team/kimg/", keys)
	}
	key := strings.TrimPrefix(keys[0], "/team/kimg/")
	// The key is the image id kiln inspect prints.
	if r := runKilnEnv(t, dir, envA, "inspect", "Img"); !strings.Contains(r.stdout, key) {
		t.Errorf("kiln inspect does not print the key %s:\n%s%s", key, r.stdout, r.stderr)
	}
	if r := runKilnEnv(t, dir, envA, "cache", "status", "Img"); r.code != 0 || !strings.Contains(r.stdout, "Img "+key+" local: fresh") ||
		!strings.Contains(r.stdout, ts.URL+"/team: present") {
		t.Errorf("kiln cache status: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	// Depot B trusts A's key: it downloads, and compiles nothing of Img.
	envB := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotB"), "KILN_CACHE="+ts.URL+"/team?ro",
		"KILN_CACHE_TRUST="+pub, "KILN_TRACE_COMPILE=1", "KILN_DEBUG_LOADING=1")
	r := runKilnEnv(t, dir, envB, "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant {
		t.Fatalf("run with the remote image: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if strings.Contains(r.stderr, "Precompiling") || !strings.Contains(r.stderr, "fetched Img (key "+key+")") {
		t.Errorf("depot B must fetch the image, not build it:\n%s", r.stderr)
	}
	for _, line := range strings.Split(r.stderr, "\n") {
		if strings.HasPrefix(line, "precompile(") && strings.Contains(line, "Img.") {
			t.Errorf("compiled although the image came from the store: %s", line)
		}
	}
	if srv.puts != 1 {
		t.Errorf("%d uploads, want 1 (B's store is read-only)", srv.puts)
	}

	// Depot C does not trust A: the image is rejected, with the reason,
	// and built locally.
	envC := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotC"), "KILN_CACHE="+ts.URL+"/team", "KILN_DEBUG_LOADING=1")
	r = runKilnEnv(t, dir, envC, "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant {
		t.Fatalf("run with an untrusted remote image: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "signed by an untrusted key "+pub) || !strings.Contains(r.stderr, "Precompiling Img") {
		t.Errorf("depot C must reject the untrusted image and build:\n%s", r.stderr)
	}
	if !strings.Contains(r.stderr, "not uploading to the cache: this depot has no signing key") {
		t.Errorf("depot C must say it does not upload:\n%s", r.stderr)
	}

	// A corrupted blob, from a depot that trusts the signer: rejected
	// with the reason, built locally, and the good image is not replaced
	// by this depot (it has no signing key).
	srv.mu.Lock()
	blob := srv.blobs["/team/kimg/"+key]
	bad := append([]byte(nil), blob...)
	bad[len(bad)/2] ^= 0x40
	srv.blobs["/team/kimg/"+key] = bad
	srv.mu.Unlock()
	envE := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotE"), "KILN_CACHE="+ts.URL+"/team",
		"KILN_CACHE_TRUST="+pub, "KILN_DEBUG_LOADING=1")
	r = runKilnEnv(t, dir, envE, "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant {
		t.Fatalf("run with a corrupted remote image: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "bad signature by "+pub) || !strings.Contains(r.stderr, "Precompiling Img") {
		t.Errorf("depot E must reject the corrupted image and build:\n%s", r.stderr)
	}

	// A store that is down: a local build, said once.
	down := httptest.NewServer(http.NotFoundHandler())
	downURL := down.URL
	down.Close()
	envD := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotD"), "KILN_CACHE="+downURL)
	r = runKilnEnv(t, dir, envD, "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant {
		t.Fatalf("run with the store down: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if n := strings.Count(r.stderr, "is unavailable"); n != 1 {
		t.Errorf("a store that is down must be reported once, got %d times:\n%s", n, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "depotD", "compiled")); err != nil {
		t.Errorf("no local build with the store down: %v", err)
	}
}
