// Package cachetest provides an in-memory remote image store for tests:
// an http.Handler with the protocol of Bazel's HTTP cache (PUT stores a
// blob, GET and HEAD read it back), which the cache package's clients
// speak.
package cachetest

import (
	"io"
	"net/http"
	"sync"
)

// Store holds blobs by URL path and counts uploads. Hold Mu while reading
// or changing Blobs and Puts during a test's requests.
type Store struct {
	Mu    sync.Mutex
	Blobs map[string][]byte
	Puts  int
}

// NewStore returns an empty store.
func NewStore() *Store { return &Store{Blobs: map[string][]byte{}} }

// ServeHTTP answers PUT, GET and HEAD.
func (s *Store) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.Mu.Lock()
	defer s.Mu.Unlock()
	switch r.Method {
	case http.MethodPut:
		data, _ := io.ReadAll(r.Body)
		s.Blobs[r.URL.Path] = data
		s.Puts++
		w.WriteHeader(http.StatusCreated)
	case http.MethodGet, http.MethodHead:
		data, ok := s.Blobs[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Write(data)
	default:
		w.WriteHeader(http.StatusMethodNotAllowed)
	}
}

// Keys returns the paths of the stored blobs.
func (s *Store) Keys() []string {
	s.Mu.Lock()
	defer s.Mu.Unlock()
	var ks []string
	for k := range s.Blobs {
		ks = append(ks, k)
	}
	return ks
}
