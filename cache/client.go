package cache

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/kiln-lang/kiln/image"
)

// Client fetches and uploads images through the configured stores. A
// store that fails (down, slow, refusing) is reported once on Stderr and
// not asked again by this process: the run goes on with local builds.
type Client struct {
	Stores []Store
	Trust  *Trust
	// Signer signs uploads; nil: nothing is uploaded.
	Signer ed25519.PrivateKey
	// Stderr receives the one-time notes (store down, no signing key).
	Stderr io.Writer
	// Budget bounds one Fetch or Upload over all stores (default 60 s).
	Budget time.Duration
	// Observe, when not nil, is told every outcome of a request to a
	// store: a hit, a miss, a rejected blob, a failed request, an upload
	// (kiln cache status counts them with RecordStat).
	Observe func(ev Event, store string)

	mu       sync.Mutex
	down     map[Store]bool
	noSigner bool
}

// FromEnv builds the client KILN_CACHE configures for a depot, or nil
// when KILN_CACHE is empty: New with ConfigFromEnv.
func FromEnv(depot string, stderr io.Writer) (*Client, error) {
	return New(depot, ConfigFromEnv(), stderr)
}

// New builds the client of cfg for a depot, or nil when cfg lists no
// store. The trusted keys are cfg.Trust, those listed in the depot's
// trusted_keys file and the signing key's own; the signing key is
// cfg.SigningKey's file, else the depot's.
func New(depot string, cfg Config, stderr io.Writer) (*Client, error) {
	var stores []Store
	for _, spec := range cfg.Stores {
		sts, err := ParseStores(spec)
		if err != nil {
			return nil, err
		}
		stores = append(stores, sts...)
	}
	if len(stores) == 0 {
		return nil, nil
	}
	if cfg.ReadOnly {
		for i, st := range stores {
			stores[i] = readOnlyStore{st}
		}
	}
	trust, err := LoadTrust(depot, strings.Join(cfg.Trust, ","))
	if err != nil {
		return nil, err
	}
	var signer ed25519.PrivateKey
	if cfg.SigningKey != "" {
		signer, err = LoadSignerFile(cfg.SigningKey)
		if err == nil && signer == nil {
			err = fmt.Errorf("signing key %s: no such file", cfg.SigningKey)
		}
		if signer != nil {
			trust.Add(signer.Public().(ed25519.PublicKey))
		}
	} else {
		signer, err = LoadSigner(depot)
	}
	if err != nil {
		return nil, err
	}
	return &Client{Stores: stores, Trust: trust, Signer: signer, Stderr: stderr}, nil
}

// readOnlyStore is a store that uploads nothing (Config.ReadOnly).
type readOnlyStore struct{ Store }

func (readOnlyStore) ReadOnly() bool { return true }

func (s readOnlyStore) Put(ctx context.Context, key string, blob []byte) error {
	return fmt.Errorf("store %s is read-only", s.Name())
}

func (c *Client) budget() time.Duration {
	if c.Budget > 0 {
		return c.Budget
	}
	return 60 * time.Second
}

func (c *Client) usable(st Store) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return !c.down[st]
}

// markDown records that st failed and says so once.
func (c *Client) markDown(st Store, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.down == nil {
		c.down = map[Store]bool{}
	}
	if c.down[st] {
		return
	}
	c.down[st] = true
	if c.Stderr != nil {
		fmt.Fprintf(c.Stderr, "kiln: cache store %s is unavailable (%v); building locally\n", st.Name(), err)
	}
}

// AllDown reports whether every store has failed in this process.
func (c *Client) AllDown() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, st := range c.Stores {
		if !c.down[st] {
			return false
		}
	}
	return true
}

func (c *Client) observe(ev Event, st Store) {
	if c.Observe != nil {
		c.Observe(ev, st.Name())
	}
}

// Fetch returns the verified image stored under key by the first store
// that has a valid one, and that store's name. A blob that fails
// verification is logged (KILN_DEBUG_LOADING) and skipped. It returns
// ErrNotFound when no store has a usable blob.
func (c *Client) Fetch(key string) (*image.Image, string, error) {
	return c.FetchAccept(key, nil)
}

// FetchAccept is Fetch with the caller's own checks: a verified image is
// used only when accept (if not nil) returns nil for it; otherwise it
// counts as rejected, is logged with accept's error, and the next store
// is asked.
func (c *Client) FetchAccept(key string, accept func(*image.Image) error) (*image.Image, string, error) {
	if c == nil {
		return nil, "", ErrNotFound
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.budget())
	defer cancel()
	for _, st := range c.Stores {
		if !c.usable(st) {
			continue
		}
		blob, err := st.Get(ctx, key)
		if errors.Is(err, ErrNotFound) {
			if image.DebugLoading() {
				fmt.Fprintf(os.Stderr, "kiln: cache: %s has no image %s\n", st.Name(), key)
			}
			c.observe(StoreMiss, st)
			continue
		}
		if err != nil {
			c.observe(StoreError, st)
			c.markDown(st, err)
			continue
		}
		img, err := Open(key, blob, c.Trust)
		if err == nil && accept != nil {
			err = accept(img)
		}
		if err != nil {
			c.observe(StoreRejected, st)
			image.LogReject(st.Name()+"/kimg/"+key, err)
			continue
		}
		c.observe(StoreHit, st)
		return img, st.Name(), nil
	}
	return nil, "", ErrNotFound
}

// Upload signs the image bytes data (whose content key is key) and puts
// them into every writable store that does not have them yet. It
// returns how many stores received it.
func (c *Client) Upload(key string, data []byte) int {
	if c == nil {
		return 0
	}
	if c.Signer == nil {
		c.mu.Lock()
		if !c.noSigner && c.Stderr != nil {
			fmt.Fprintln(c.Stderr, "kiln: not uploading to the cache: this depot has no signing key (kiln cache keygen)")
		}
		c.noSigner = true
		c.mu.Unlock()
		return 0
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.budget())
	defer cancel()
	blob := Seal(key, data, c.Signer)
	n := 0
	for _, st := range c.Stores {
		if st.ReadOnly() || !c.usable(st) {
			continue
		}
		if has, err := st.Has(ctx, key); err == nil && has {
			continue
		} else if err != nil {
			c.observe(StoreError, st)
			c.markDown(st, err)
			continue
		}
		if err := st.Put(ctx, key, blob); err != nil {
			c.observe(StoreError, st)
			c.markDown(st, err)
			continue
		}
		c.observe(StoreUpload, st)
		n++
	}
	return n
}
