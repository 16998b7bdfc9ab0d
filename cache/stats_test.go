package cache

import (
	"crypto/ed25519"
	"github.com/kiln-lang/kiln/cache/cachetest"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
)

// Concurrent updates of the statistics lose no count, and the client
// reports each store's hits, misses, rejections, errors and uploads.
func TestStats(t *testing.T) {
	depot := t.TempDir()
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 10; k++ {
				if err := RecordStat(depot, LocalHit, ""); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	st, err := LoadStats(depot)
	if err != nil || st.Local.Hits != 80 || st.Local.Misses != 0 || st.Since.IsZero() {
		t.Fatalf("after 80 concurrent hits: %+v, %v", st, err)
	}

	priv := newKey(t)
	data, key := testImage(t, "Geometry")
	bad := &cachetest.Store{Blobs: map[string][]byte{"/kimg/" + key: Seal(key, data, newKey(t))}}
	empty := &cachetest.Store{Blobs: map[string][]byte{}}
	good := &cachetest.Store{Blobs: map[string][]byte{"/kimg/" + key: Seal(key, data, priv)}}
	tb, te, tg := httptest.NewServer(bad), httptest.NewServer(empty), httptest.NewServer(good)
	defer tb.Close()
	defer te.Close()
	defer tg.Close()
	trust := &Trust{}
	trust.Add(priv.Public().(ed25519.PublicKey))
	c := &Client{Stores: []Store{NewHTTPStore(tb.URL, true, fastOpts()), NewHTTPStore(te.URL, false, fastOpts()),
		NewHTTPStore(tg.URL, true, fastOpts())}, Trust: trust, Signer: priv,
		Observe: func(ev Event, store string) {
			if err := RecordStat(depot, ev, store); err != nil {
				t.Error(err)
			}
		}}
	if _, from, err := c.Fetch(key); err != nil || from != tg.URL {
		t.Fatalf("fetch: %v from %q", err, from)
	}
	if n := c.Upload(key, data); n != 1 {
		t.Fatalf("uploaded to %d stores, want 1", n)
	}
	st, err = LoadStats(depot)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]StoreCounts{tb.URL: {Rejected: 1}, te.URL: {Misses: 1, Uploads: 1}, tg.URL: {Hits: 1}}
	for name, w := range want {
		if got := st.Store(name); got != w {
			t.Errorf("%s: %+v, want %+v", name, got, w)
		}
	}
	if len(st.StoreNames()) != 3 {
		t.Errorf("stores: %v", st.StoreNames())
	}
	if err := ResetStats(depot); err != nil {
		t.Fatal(err)
	}
	if st, err := LoadStats(depot); err != nil || st.Local.Hits != 0 || len(st.Stores) != 0 {
		t.Errorf("after reset: %+v, %v", st, err)
	}
	// A damaged file is started afresh.
	os.WriteFile(StatsFile(depot), []byte("{nonsense"), 0o644)
	if err := RecordStat(depot, LocalMiss, ""); err != nil {
		t.Fatal(err)
	}
	if st, err := LoadStats(depot); err != nil || st.Local.Misses != 1 {
		t.Errorf("after a damaged file: %+v, %v", st, err)
	}
	if m, _ := filepath.Glob(filepath.Join(depot, "cache", ".stats.json.tmp.*")); len(m) != 0 {
		t.Errorf("temporary files left: %v", m)
	}
}

// Config: what the environment gives, what New makes of it, and the
// environment that gives it back to a child.
func TestConfig(t *testing.T) {
	t.Setenv(EnvStores, "http://a.example/x?ro, https://b.example/y")
	t.Setenv(EnvTrust, "kiln-ed25519:AAA kiln-ed25519:BBB")
	t.Setenv(EnvSigningKey, "/keys/k")
	cfg := ConfigFromEnv()
	want := Config{Stores: []string{"http://a.example/x?ro", "https://b.example/y"},
		Trust: []string{"kiln-ed25519:AAA", "kiln-ed25519:BBB"}, SigningKey: "/keys/k"}
	if !reflect.DeepEqual(cfg, want) {
		t.Errorf("ConfigFromEnv = %+v, want %+v", cfg, want)
	}

	depot := t.TempDir()
	pub, err := Keygen(filepath.Join(depot, "other"))
	if err != nil {
		t.Fatal(err)
	}
	cfg = Config{Stores: []string{"http://a.example/x?ro", "https://b.example/y"}, ReadOnly: true,
		SigningKey: filepath.Join(depot, "other", "cache", "signing.key")}
	c, err := New(depot, cfg, nil)
	if err != nil || c == nil || len(c.Stores) != 2 {
		t.Fatalf("New: %v, %v", c, err)
	}
	for _, st := range c.Stores {
		if !st.ReadOnly() {
			t.Errorf("%s is writable with ReadOnly set", st.Name())
		}
	}
	if c.Signer == nil || !c.Trust.Trusted(pub) {
		t.Errorf("the signing key of SigningKey is not used or not trusted")
	}
	env := cfg.Env()
	wantEnv := []string{EnvStores + "=http://a.example/x?ro,https://b.example/y?ro", EnvTrust + "=",
		EnvSigningKey + "=" + cfg.SigningKey}
	if !reflect.DeepEqual(env, wantEnv) {
		t.Errorf("Env = %q, want %q", env, wantEnv)
	}
	if c, err := New(depot, Config{}, nil); c != nil || err != nil {
		t.Errorf("no store: %v, %v", c, err)
	}
	if _, err := New(depot, Config{Stores: []string{"http://a.example"}, SigningKey: filepath.Join(depot, "none")}, nil); err == nil {
		t.Errorf("a missing signing key file is not an error")
	}
}
