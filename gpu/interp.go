package gpu

import (
	"sync"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// Overlay is a method table view over the global one: for some functions
// (Base.sin, ...) it holds a table of device methods that replace the
// host's for device code (CUDA.jl's @device_override). A call that the
// overlay table does not answer dispatches in the global table.
type Overlay struct {
	mu     sync.RWMutex
	tables map[*methods.MethodTable]*overlayEntry
}

type overlayEntry struct {
	fn    *methods.Function // the function holding the device methods
	table *methods.MethodTable
}

// NewOverlay returns an empty overlay.
func NewOverlay() *Overlay {
	return &Overlay{tables: map[*methods.MethodTable]*overlayEntry{}}
}

// Add makes the methods of over replace those of host for device code.
func (o *Overlay) Add(host, over *methods.Function) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.tables[host.Table] = &overlayEntry{fn: over, table: over.Table}
}

// Len is the number of overridden functions.
func (o *Overlay) Len() int {
	o.mu.RLock()
	defer o.mu.RUnlock()
	return len(o.tables)
}

// Interpreter is the GPU interpreter: the shared inference engine runs
// with it to infer device code for one Target, under the target's owner.
type Interpreter struct {
	Target  Target
	Overlay *Overlay
}

var _ infer.Interpreter = (*Interpreter)(nil)

// Owner returns the target's owner ("ptx:sm_75").
func (i *Interpreter) Owner() infer.Owner { return i.Target.Owner() }

// FindMethod consults the overlay table first: a device method that
// matches the call replaces the host's.
func (i *Interpreter) FindMethod(t *methods.MethodTable, args *types.DataType) methods.MatchResult {
	if i.Overlay != nil {
		i.Overlay.mu.RLock()
		e := i.Overlay.tables[t]
		i.Overlay.mu.RUnlock()
		if e != nil && len(args.Params) > 0 {
			ps := append([]any{e.fn.Type}, args.Params[1:]...)
			ots := make([]types.Type, len(ps))
			for k, p := range ps {
				ots[k] = p.(types.Type)
			}
			if res := e.table.Lookup(types.Tuple(ots...)); res.Method != nil {
				return res
			}
		}
	}
	return t.Lookup(args)
}
