package cache

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"io"
	"os"
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

	mu       sync.Mutex
	down     map[Store]bool
	noSigner bool
}

// FromEnv builds the client KILN_CACHE configures for a depot, or nil
// when KILN_CACHE is empty. KILN_CACHE_TRUST adds trusted keys.
func FromEnv(depot string, stderr io.Writer) (*Client, error) {
	spec := os.Getenv("KILN_CACHE")
	if spec == "" {
		return nil, nil
	}
	stores, err := ParseStores(spec)
	if err != nil {
		return nil, err
	}
	if len(stores) == 0 {
		return nil, nil
	}
	trust, err := LoadTrust(depot, os.Getenv("KILN_CACHE_TRUST"))
	if err != nil {
		return nil, err
	}
	signer, err := LoadSigner(depot)
	if err != nil {
		return nil, err
	}
	return &Client{Stores: stores, Trust: trust, Signer: signer, Stderr: stderr}, nil
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

// Fetch returns the verified image stored under key by the first store
// that has a valid one, and that store's name. A blob that fails
// verification is logged (KILN_DEBUG_LOADING) and skipped. It returns
// ErrNotFound when no store has a usable blob.
func (c *Client) Fetch(key string) (*image.Image, string, error) {
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
			continue
		}
		if err != nil {
			c.markDown(st, err)
			continue
		}
		img, err := Open(key, blob, c.Trust)
		if err != nil {
			image.LogReject(st.Name()+"/kimg/"+key, err)
			continue
		}
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
			c.markDown(st, err)
			continue
		}
		if err := st.Put(ctx, key, blob); err != nil {
			c.markDown(st, err)
			continue
		}
		n++
	}
	return n
}
