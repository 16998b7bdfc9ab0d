package cache

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/kiln-lang/kiln/image"
)

// Hit and miss statistics of a depot (kiln cache status): how often a
// package image was found in the local depot, and how each remote store
// answered the lookups of this depot. They are kept in
// DEPOT/cache/stats.json, updated by every lookup under the file's lock
// (image.UpdateFile), so that concurrent processes lose no count.

// StatsFile is the statistics file of a depot.
func StatsFile(depot string) string { return filepath.Join(depot, "cache", "stats.json") }

// LocalCounts counts lookups of package images in the local depot.
type LocalCounts struct {
	// Hits: a fresh image was there. Misses: none, or a stale or
	// invalid one.
	Hits   int64 `json:"hits"`
	Misses int64 `json:"misses"`
}

// StoreCounts counts what one remote store did for this depot.
type StoreCounts struct {
	// Hits: the store had a valid image (signed by a trusted key, for
	// the requested key) that was used.
	Hits int64 `json:"hits"`
	// Misses: the store had no blob under the key.
	Misses int64 `json:"misses"`
	// Rejected: the store had a blob that failed verification.
	Rejected int64 `json:"rejected"`
	// Errors: the request failed (store down, time-out, 5xx).
	Errors int64 `json:"errors"`
	// Uploads: images this depot uploaded to the store.
	Uploads int64 `json:"uploads"`
}

// Stats is the content of a depot's statistics file.
type Stats struct {
	// Since is when counting began (the file was created or reset).
	Since  time.Time               `json:"since"`
	Local  LocalCounts             `json:"local"`
	Stores map[string]*StoreCounts `json:"stores,omitempty"`
}

// Store returns the counts of the store named name (zero when it has
// none).
func (s *Stats) Store(name string) StoreCounts {
	if c := s.Stores[name]; c != nil {
		return *c
	}
	return StoreCounts{}
}

// StoreNames lists the stores that have counts, sorted.
func (s *Stats) StoreNames() []string {
	var ns []string
	for n := range s.Stores {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// Event is one counted outcome of a lookup or an upload.
type Event int

// The events.
const (
	LocalHit Event = iota
	LocalMiss
	StoreHit
	StoreMiss
	StoreRejected
	StoreError
	StoreUpload
)

// add counts ev (for store, when ev is a store's event).
func (s *Stats) add(ev Event, store string) {
	if ev == LocalHit {
		s.Local.Hits++
		return
	}
	if ev == LocalMiss {
		s.Local.Misses++
		return
	}
	if s.Stores == nil {
		s.Stores = map[string]*StoreCounts{}
	}
	c := s.Stores[store]
	if c == nil {
		c = &StoreCounts{}
		s.Stores[store] = c
	}
	switch ev {
	case StoreHit:
		c.Hits++
	case StoreMiss:
		c.Misses++
	case StoreRejected:
		c.Rejected++
	case StoreError:
		c.Errors++
	case StoreUpload:
		c.Uploads++
	}
}

// LoadStats reads a depot's statistics; a depot without the file has
// zero counts.
func LoadStats(depot string) (*Stats, error) {
	b, err := os.ReadFile(StatsFile(depot))
	if errors.Is(err, os.ErrNotExist) {
		return &Stats{}, nil
	}
	if err != nil {
		return nil, err
	}
	return decodeStats(b)
}

func decodeStats(b []byte) (*Stats, error) {
	st := &Stats{}
	if len(b) == 0 {
		return st, nil
	}
	if err := json.Unmarshal(b, st); err != nil {
		return nil, fmt.Errorf("%s: %v", "cache statistics", err)
	}
	return st, nil
}

// RecordStat counts ev (of the store named store, for the store events)
// in the depot's statistics file. A file that cannot be parsed is started
// afresh.
func RecordStat(depot string, ev Event, store string) error {
	return image.UpdateFile(StatsFile(depot), func(old []byte) ([]byte, error) {
		st, err := decodeStats(old)
		if err != nil {
			st = &Stats{}
		}
		if st.Since.IsZero() {
			st.Since = time.Now().UTC().Truncate(time.Second)
		}
		st.add(ev, store)
		return json.MarshalIndent(st, "", "  ")
	})
}

// ResetStats sets a depot's counts to zero.
func ResetStats(depot string) error {
	return image.UpdateFile(StatsFile(depot), func([]byte) ([]byte, error) {
		return json.MarshalIndent(&Stats{Since: time.Now().UTC().Truncate(time.Second)}, "", "  ")
	})
}
