// Package cache shares package images between machines through remote
// stores addressed by content (issue 19). An image is stored under its
// content key — its image id (image.Header.ImageID), a hash of everything
// that determines its content — as one blob: the image bytes followed by
// an Ed25519 signature block (Seal, Open). A process accepts a blob only
// when it is signed by a trusted key, describes the requested key and
// passes the image's own checks.
package cache

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// ErrNotFound means the store has no blob under the key.
var ErrNotFound = errors.New("not in the store")

// MaxBlob bounds the size of a blob read from a store: the largest image
// (2 GiB, image format) plus its signature block.
const MaxBlob = int64(2<<30) + int64(SigSize)

// Store is a remote content-addressed store of image blobs.
type Store interface {
	// Name is the store as configured, for messages.
	Name() string
	// ReadOnly reports whether uploads to the store are disabled (?ro).
	ReadOnly() bool
	// Get returns the blob stored under key, or ErrNotFound.
	Get(ctx context.Context, key string) ([]byte, error)
	// Put stores blob under key.
	Put(ctx context.Context, key string, blob []byte) error
	// Has reports whether a blob is stored under key.
	Has(ctx context.Context, key string) (bool, error)
}

// ValidKey reports whether key is a content key: 64 lowercase hex digits.
func ValidKey(key string) bool {
	if len(key) != 64 {
		return false
	}
	for _, c := range key {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// ParseStores parses a store list as KILN_CACHE holds it: URLs separated
// by commas or white space; a URL ending in ?ro (or with ro among its
// query parameters) is read-only. http, https (HTTPStore), redis and
// rediss (RedisStore) stores are supported.
func ParseStores(spec string) ([]Store, error) {
	var stores []Store
	for _, f := range strings.FieldsFunc(spec, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
		u, err := url.Parse(f)
		if err != nil {
			return nil, fmt.Errorf("KILN_CACHE: %q: %v", f, err)
		}
		ro := false
		q := u.Query()
		if _, ok := q["ro"]; ok {
			ro = true
			q.Del("ro")
			u.RawQuery = q.Encode()
		}
		switch u.Scheme {
		case "http", "https":
			if u.Host == "" {
				return nil, fmt.Errorf("KILN_CACHE: %q: no host", f)
			}
			stores = append(stores, NewHTTPStore(u.String(), ro, HTTPOptions{}))
		case "redis", "rediss":
			name := u.Redacted()
			st, err := NewRedisStore(u.String(), name, ro)
			if err != nil {
				return nil, fmt.Errorf("KILN_CACHE: %q: %v", name, err)
			}
			stores = append(stores, st)
		default:
			return nil, fmt.Errorf("KILN_CACHE: %q: unsupported store (want http://, https:// or redis://)", f)
		}
	}
	return stores, nil
}

// HTTPOptions tune an HTTPStore; zero fields take the defaults.
type HTTPOptions struct {
	// Timeout bounds one request, headers and body (default 30 s; a
	// connection that cannot be made in 3 s, or an answer that does not
	// start in 10 s, fails sooner). A time-out is not retried.
	Timeout time.Duration
	// Attempts is how many times a request that failed for a transient
	// reason (network error, 5xx) is tried in all (default 3).
	Attempts int
	// Backoff is the wait before the second attempt; it doubles after
	// each (default 100 ms).
	Backoff time.Duration
}

// HTTPStore is a store that speaks the protocol of Bazel's HTTP remote
// cache and of a WebDAV server such as nginx's: GET, PUT and HEAD of
// <base>/kimg/<key>.
type HTTPStore struct {
	base   string
	ro     bool
	opts   HTTPOptions
	client *http.Client
}

// NewHTTPStore returns a store at base (http:// or https://).
func NewHTTPStore(base string, readOnly bool, opts HTTPOptions) *HTTPStore {
	if opts.Timeout <= 0 {
		opts.Timeout = 30 * time.Second
	}
	if opts.Attempts <= 0 {
		opts.Attempts = 3
	}
	if opts.Backoff <= 0 {
		opts.Backoff = 100 * time.Millisecond
	}
	dial := &net.Dialer{Timeout: 3 * time.Second}
	tr := &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           dial.DialContext,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: min(opts.Timeout, 10*time.Second),
		MaxIdleConnsPerHost:   4,
	}
	return &HTTPStore{base: strings.TrimRight(base, "/"), ro: readOnly, opts: opts,
		client: &http.Client{Transport: tr, Timeout: opts.Timeout}}
}

// Name implements Store.
func (s *HTTPStore) Name() string { return s.base }

// ReadOnly implements Store.
func (s *HTTPStore) ReadOnly() bool { return s.ro }

func (s *HTTPStore) url(key string) string { return s.base + "/kimg/" + key }

// transientError is a failure worth retrying.
type transientError struct{ err error }

func (e transientError) Error() string { return e.err.Error() }
func (e transientError) Unwrap() error { return e.err }

// do runs one request with bounded retries: a network error or a 5xx
// answer is retried after a doubling backoff, anything else is final.
func (s *HTTPStore) do(ctx context.Context, method, key string, body []byte, handle func(*http.Response) error) error {
	if !ValidKey(key) {
		return fmt.Errorf("invalid content key %q", key)
	}
	wait := s.opts.Backoff
	var err error
	for attempt := 1; ; attempt++ {
		err = s.once(ctx, method, key, body, handle)
		var te transientError
		if err == nil || !errors.As(err, &te) || attempt >= s.opts.Attempts || ctx.Err() != nil {
			break
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return err
		}
		wait *= 2
	}
	var te transientError
	if errors.As(err, &te) {
		return te.err
	}
	return err
}

func (s *HTTPStore) once(ctx context.Context, method, key string, body []byte, handle func(*http.Response) error) error {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, s.url(key), rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.ContentLength = int64(len(body))
		req.Header.Set("Content-Type", "application/octet-stream")
	}
	resp, err := s.client.Do(req)
	if err != nil {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			// A server that does not answer in time is not asked again:
			// retrying would multiply the stall.
			return fmt.Errorf("%s %s: %w", method, s.url(key), err)
		}
		return transientError{fmt.Errorf("%s %s: %w", method, s.url(key), err)}
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 500 {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
		return transientError{fmt.Errorf("%s %s: %s", method, s.url(key), resp.Status)}
	}
	return handle(resp)
}

// Get implements Store.
func (s *HTTPStore) Get(ctx context.Context, key string) ([]byte, error) {
	var blob []byte
	err := s.do(ctx, http.MethodGet, key, nil, func(resp *http.Response) error {
		switch {
		case resp.StatusCode == http.StatusNotFound:
			return ErrNotFound
		case resp.StatusCode != http.StatusOK:
			return fmt.Errorf("GET %s: %s", s.url(key), resp.Status)
		case resp.ContentLength > MaxBlob:
			return fmt.Errorf("GET %s: blob of %d bytes is too large", s.url(key), resp.ContentLength)
		}
		b, err := io.ReadAll(io.LimitReader(resp.Body, MaxBlob+1))
		if err != nil {
			return transientError{fmt.Errorf("GET %s: %w", s.url(key), err)}
		}
		if int64(len(b)) > MaxBlob {
			return fmt.Errorf("GET %s: blob is too large", s.url(key))
		}
		if resp.ContentLength >= 0 && int64(len(b)) != resp.ContentLength {
			return transientError{fmt.Errorf("GET %s: truncated (%d of %d bytes)", s.url(key), len(b), resp.ContentLength)}
		}
		blob = b
		return nil
	})
	return blob, err
}

// Put implements Store.
func (s *HTTPStore) Put(ctx context.Context, key string, blob []byte) error {
	if s.ro {
		return fmt.Errorf("store %s is read-only", s.base)
	}
	if blob == nil {
		blob = []byte{}
	}
	return s.do(ctx, http.MethodPut, key, blob, func(resp *http.Response) error {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
		if resp.StatusCode/100 != 2 {
			return fmt.Errorf("PUT %s: %s", s.url(key), resp.Status)
		}
		return nil
	})
}

// Has implements Store.
func (s *HTTPStore) Has(ctx context.Context, key string) (bool, error) {
	found := false
	err := s.do(ctx, http.MethodHead, key, nil, func(resp *http.Response) error {
		switch {
		case resp.StatusCode == http.StatusNotFound:
			return nil
		case resp.StatusCode/100 == 2:
			found = true
			return nil
		}
		return fmt.Errorf("HEAD %s: %s", s.url(key), resp.Status)
	})
	return found, err
}
