package main

import (
	"bytes"
	"github.com/kiln-lang/kiln/cache/cachetest"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRemoteCache: two private depots share one store; the image the
// first builds and uploads is fetched, verified and loaded by the second,
// which compiles none of the package's code. A depot that does not trust
// the signer, and a store that is down, fall back to a local build.
func TestRemoteCache(t *testing.T) {
	srv := cachetest.NewStore()
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
	keys := srv.Keys()
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
	if srv.Puts != 1 {
		t.Errorf("%d uploads, want 1 (B's store is read-only)", srv.Puts)
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
	srv.Mu.Lock()
	blob := srv.Blobs["/team/kimg/"+key]
	bad := append([]byte(nil), blob...)
	bad[len(bad)/2] ^= 0x40
	srv.Blobs["/team/kimg/"+key] = bad
	srv.Mu.Unlock()
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

// TestCacheStats: kiln cache status counts, per depot, the hits and
// misses of the local depot and of each store, as kiln run and kiln
// precompile look images up, fetch and upload them.
func TestCacheStats(t *testing.T) {
	srv := cachetest.NewStore()
	ts := httptest.NewServer(srv)
	defer ts.Close()
	store := ts.URL + "/team"
	dir, env := imgEnv(t)
	envA := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotA"), "KILN_CACHE="+store)
	kg := runKilnEnv(t, dir, envA, "cache", "keygen")
	pub := strings.TrimSpace(kg.stdout)
	if kg.code != 0 {
		t.Fatalf("keygen: exit %d\n%s%s", kg.code, kg.stdout, kg.stderr)
	}
	status := func(env []string, want ...string) {
		t.Helper()
		r := runKilnEnv(t, dir, env, "cache", "status", "Img")
		if r.code != 0 {
			t.Fatalf("kiln cache status: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		for _, w := range want {
			if !strings.Contains(r.stdout, w+"\n") {
				t.Errorf("kiln cache status does not say %q:\n%s", w, r.stdout)
			}
		}
	}
	run := func(env []string) {
		t.Helper()
		if r := runKilnEnv(t, dir, env, "run", "use.jl"); r.code != 0 || r.stdout != imgUseWant {
			t.Fatalf("kiln run: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
		}
	}
	status(envA, "local depot: 0 hits, 0 misses", "store: "+store,
		"  0 hits, 0 misses, 0 rejected, 0 errors; 0 uploads")

	// A's first run: a local miss, a miss of the empty store; the
	// rebuild uploads (counted once: the rebuild counts no lookup).
	run(envA)
	status(envA, "local depot: 0 hits, 1 miss", "  0 hits, 1 miss, 0 rejected, 0 errors; 1 upload")
	// The second run finds the image in the depot; the store is not asked.
	run(envA)
	status(envA, "local depot: 1 hit, 1 miss", "  0 hits, 1 miss, 0 rejected, 0 errors; 1 upload")
	// kiln precompile of a fresh image: a local hit.
	mustPrecompile(t, dir, envA, "Img")
	status(envA, "local depot: 2 hits, 1 miss")

	// B trusts A: a local miss and a store hit, then a local hit.
	envB := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotB"), "KILN_CACHE="+store+"?ro", "KILN_CACHE_TRUST="+pub)
	run(envB)
	status(envB, "local depot: 0 hits, 1 miss", "store: "+store+" (read-only)",
		"  1 hit, 0 misses, 0 rejected, 0 errors; 0 uploads")
	run(envB)
	status(envB, "local depot: 1 hit, 1 miss", "  1 hit, 0 misses, 0 rejected, 0 errors; 0 uploads")

	// C does not trust A: the store's image is rejected.
	envC := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotC"), "KILN_CACHE="+store+"?ro")
	run(envC)
	status(envC, "local depot: 0 hits, 1 miss", "  0 hits, 0 misses, 1 rejected, 0 errors; 0 uploads")

	// A store that is down: an error, and the counts of a store no
	// longer configured are still shown.
	down := httptest.NewServer(http.NotFoundHandler())
	downURL := down.URL
	down.Close()
	envC2 := append(env, "KILN_DEPOT="+filepath.Join(dir, "depotC"), "KILN_CACHE="+downURL)
	os.RemoveAll(filepath.Join(dir, "depotC", "compiled"))
	run(envC2)
	status(envC2, "local depot: 0 hits, 2 misses", "store: "+downURL,
		"  0 hits, 0 misses, 0 rejected, 1 error; 0 uploads",
		"store (not configured now): "+store, "  0 hits, 0 misses, 1 rejected, 0 errors; 0 uploads")

	// --reset-stats prints the counts, then sets them to zero.
	if r := runKilnEnv(t, dir, envA, "cache", "status", "--reset-stats"); r.code != 0 || !strings.Contains(r.stdout, "local depot: 2 hits, 1 miss") {
		t.Errorf("kiln cache status --reset-stats: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	status(envA, "local depot: 0 hits, 0 misses", "  0 hits, 0 misses, 0 rejected, 0 errors; 0 uploads")
}

const relocProject = "name = \"Reloc\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000b7\"\nversion = \"0.1.0\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n"

const relocSource = `module Reloc
using PrecompileTools
export outer
@noinline inner(x) = x > 100 ? error("too big: $x") : x
outer(x) = inner(x) * 2
@compile_workload begin
    outer(3)
end
end
`

// TestRelocatedImage: an image built in one checkout of a package and
// shared through a store is used by a depot whose copy of the package is
// in another directory: the image holds no directory of the builder, and
// backtraces through its code and its stored precompile report name the
// loading machine's files.
func TestRelocatedImage(t *testing.T) {
	srv := cachetest.NewStore()
	ts := httptest.NewServer(srv)
	defer ts.Close()
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"builder/Reloc/Project.toml": relocProject,
		"builder/Reloc/src/Reloc.jl": relocSource,
		"user/Reloc/Project.toml":    relocProject,
		"user/Reloc/src/Reloc.jl":    relocSource,
		"use.jl":                     "using Reloc\nprintln(outer(2))\nouter(1000)\n",
	})
	envA := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "builder"), "KILN_DEPOT=" + filepath.Join(dir, "depotA"), "KILN_CACHE=" + ts.URL}
	kg := runKilnEnv(t, dir, envA, "cache", "keygen")
	if kg.code != 0 {
		t.Fatalf("keygen: exit %d\n%s%s", kg.code, kg.stdout, kg.stderr)
	}
	pub := strings.TrimSpace(kg.stdout)
	mustPrecompile(t, dir, envA, "Reloc")
	if n := len(srv.Keys()); n != 1 {
		t.Fatalf("%d images uploaded, want 1", n)
	}

	userRoot := filepath.Join(dir, "user", "Reloc")
	envB := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "user"), "KILN_DEPOT=" + filepath.Join(dir, "depotB"),
		"KILN_CACHE=" + ts.URL + "?ro", "KILN_CACHE_TRUST=" + pub, "KILN_DEBUG_LOADING=1", "KILN_TRACE_COMPILE=1"}
	r := runKilnEnv(t, dir, envB, "run", "use.jl")
	if r.stdout != "4\n" || r.code != 1 {
		t.Fatalf("run: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "fetched Reloc") || strings.Contains(r.stderr, "Precompiling") {
		t.Fatalf("depot B must fetch the image built in the other directory:\n%s", r.stderr)
	}
	// inner is compiled into the image (a @noinline callee of the
	// workload's root), not here: its frame comes from the image's line
	// table.
	if strings.Contains(r.stderr, "typeof(Reloc.inner)") {
		t.Errorf("Reloc.inner was compiled although the image has it:\n%s", r.stderr)
	}
	for _, want := range []string{
		"inner(x::Int64)\n   @ Reloc " + filepath.Join(userRoot, "src", "Reloc.jl") + ":4\n",
		"outer(x::Int64)\n   @ Reloc " + filepath.Join(userRoot, "src", "Reloc.jl") + ":5\n",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("the backtrace does not name the loading machine's file (want %q):\n%s", want, r.stderr)
		}
	}
	if strings.Contains(r.stderr, filepath.Join(dir, "builder")) {
		t.Errorf("the backtrace names the builder's directory:\n%s", r.stderr)
	}
	imgs, _ := filepath.Glob(filepath.Join(dir, "depotB", "compiled", "*", "Reloc", "*.kimg"))
	if len(imgs) != 1 {
		t.Fatalf("depot B holds %v, want one image of Reloc", imgs)
	}
	data, err := os.ReadFile(imgs[0])
	if err != nil {
		t.Fatal(err)
	}
	if i := bytes.Index(data, []byte(dir)); i >= 0 {
		end := min(i+len(dir)+40, len(data))
		t.Errorf("the image holds an absolute path of the builder: %q", data[i:end])
	}
	// The stored precompile report names the loading machine's file too.
	r = runKilnEnv(t, dir, envB, "precompile", "--report=json", "Reloc")
	if r.code != 0 || !strings.Contains(r.stdout, `"file": "`+filepath.Join(userRoot, "src", "Reloc.jl")+`"`) {
		t.Errorf("kiln precompile --report=json: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
