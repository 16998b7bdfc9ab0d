package driver

import (
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// The image payload codec is package internal/imgcodec; this file holds
// the session's side of it: the resolver of a load, which finds modules
// with moduleByPath, and the memoized verification of dispatch edges.

// imgResolver resolves the names of one image load (imgcodec.Resolver)
// and memoizes edge verification.
type imgResolver struct {
	*imgcodec.Resolver
	s *Session
	// holds memoizes edge verification, per state of the edge's table
	// (records are verified lazily, after methods may have been added).
	holds map[edgeKey]bool
}

type edgeKey struct {
	t       *methods.MethodTable
	changed methods.World
	sig     *types.DataType
	m       *methods.Method
	matches int
}

// edgeHolds is e.Holds, once per distinct edge of a load. An edge on a
// table that held only Base's definitions when the image was written
// (baseTable) holds without a lookup when the table still holds only
// those: the same embedded Base defined it in both processes.
func (r *imgResolver) edgeHolds(e infer.Edge, baseTable bool) bool {
	if baseTable && r.s != nil && r.s.baseWorld != 0 && e.Table.LastChange() <= r.s.baseWorld &&
		(e.Method == nil || e.Method.Table == e.Table) {
		return true
	}
	k := edgeKey{e.Table, e.Table.LastChange(), e.Sig, e.Method, e.Matches}
	if v, ok := r.holds[k]; ok {
		return v
	}
	v := e.Holds()
	r.holds[k] = v
	return v
}

func newImgResolver(s *Session) *imgResolver {
	var modules func(string) *methods.Module
	if s != nil {
		modules = s.moduleByPath
	}
	return &imgResolver{Resolver: imgcodec.NewResolver(modules), s: s, holds: map[edgeKey]bool{}}
}

// codec returns the resolver the decoders of this load use (nil for none).
func (r *imgResolver) codec() *imgcodec.Resolver {
	if r == nil {
		return nil
	}
	return r.Resolver
}

// moduleByPath finds a loaded module by its path ("Base.Printf",
// "Geometry", "Geometry.Shapes").
func (s *Session) moduleByPath(path string) *methods.Module {
	parts := strings.Split(path, ".")
	var cur *methods.Module
	switch parts[0] {
	case "Core":
		cur = s.Core
	case "Base":
		cur = s.Base
	case "Main":
		cur = s.Main
	default:
		if s.pkgs != nil {
			if b := s.pkgs.root.OwnBinding(parts[0]); b != nil {
				cur, _ = b.Value.(*methods.Module)
			}
		}
		if cur == nil {
			if b := s.Main.OwnBinding(parts[0]); b != nil {
				cur, _ = b.Value.(*methods.Module)
			}
		}
	}
	for _, p := range parts[1:] {
		if cur == nil {
			return nil
		}
		b := cur.OwnBinding(p)
		if b == nil {
			return nil
		}
		cur, _ = b.Value.(*methods.Module)
	}
	return cur
}
