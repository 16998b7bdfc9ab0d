package cache

import (
	"net/url"
	"os"
	"strings"
)

// Config is the configuration of the remote stores of a process: what
// the kiln command reads from KILN_CACHE, KILN_CACHE_TRUST and
// KILN_CACHE_SIGNING_KEY (ConfigFromEnv), and what an embedding program
// sets in kiln.Config.Cache.
type Config struct {
	// Stores lists the stores in order of preference: http://, https://,
	// redis:// and rediss:// URLs; one with ?ro is read-only. An entry
	// may hold several URLs separated by commas or white space, as
	// KILN_CACHE does.
	Stores []string
	// ReadOnly uploads to no store (every store as if it had ?ro).
	ReadOnly bool
	// Trust lists the public keys (kiln-ed25519:…, as kiln cache keygen
	// prints them) whose signed images are accepted, besides those of
	// DEPOT/cache/trusted_keys and the signing key's own.
	Trust []string
	// SigningKey is the file of the private key that signs uploads;
	// empty: DEPOT/cache/signing.key. The file must be owned by this user
	// and writable by nobody else.
	SigningKey string
}

// Environment variables of the kiln command (docs/cache.md).
const (
	EnvStores     = "KILN_CACHE"
	EnvTrust      = "KILN_CACHE_TRUST"
	EnvSigningKey = "KILN_CACHE_SIGNING_KEY"
)

// splitList splits a list separated by commas or white space.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' })
}

// ConfigFromEnv is the configuration KILN_CACHE (the stores),
// KILN_CACHE_TRUST (trusted keys, separated by commas or white space) and
// KILN_CACHE_SIGNING_KEY (the signing key's file) give.
func ConfigFromEnv() Config {
	return Config{
		Stores:     splitList(os.Getenv(EnvStores)),
		Trust:      splitList(os.Getenv(EnvTrust)),
		SigningKey: os.Getenv(EnvSigningKey),
	}
}

// Env is the environment that gives cfg to a kiln process (a child
// that builds an image): the three variables, ReadOnly as ?ro on every
// store.
func (cfg Config) Env() []string {
	var stores []string
	for _, spec := range cfg.Stores {
		for _, s := range splitList(spec) {
			if cfg.ReadOnly {
				s = withReadOnly(s)
			}
			stores = append(stores, s)
		}
	}
	return []string{
		EnvStores + "=" + strings.Join(stores, ","),
		EnvTrust + "=" + strings.Join(cfg.Trust, ","),
		EnvSigningKey + "=" + cfg.SigningKey,
	}
}

// withReadOnly adds ro to a store URL's query.
func withReadOnly(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	if _, ok := u.Query()["ro"]; ok {
		return s
	}
	if u.RawQuery == "" {
		u.RawQuery = "ro"
	} else {
		u.RawQuery += "&ro"
	}
	return u.String()
}
