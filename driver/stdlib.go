package driver

import (
	"fmt"

	"github.com/kiln-lang/kiln/methods"
)

// Standard library modules that Kiln provides as Julia source embedded
// with Base (base/NAME.jl, `module NAME … end`) but evaluates only when a
// program first loads them (`using Random`, `import Random`), so that
// programs that do not use them do not pay for parsing them.
var stdlibSources = map[string]string{
	"Random":        "Random.jl",
	"LinearAlgebra": "LinearAlgebra.jl",
	"Statistics":    "Statistics.jl",
}

// stdlibModule returns the module of the on-demand standard library
// module name, evaluating its source the first time; nil when name is not
// one of them. An error while evaluating it is reported on stderr and the
// module counts as unavailable.
func (s *Session) stdlibModule(name string) *methods.Module {
	file, ok := stdlibSources[name]
	if !ok {
		return nil
	}
	ps, err := s.packages()
	if err != nil {
		return nil
	}
	key := "stdlib:" + name
	if m, ok := ps.loaded[key]; ok {
		return m
	}
	src, err := readBase(file)
	if err == nil {
		err = s.evalSource(ps.root, "base/"+file, string(src))
	}
	if err != nil {
		fmt.Fprintf(s.opts.Stderr, "loading the standard library module %s: %v\n", name, err)
		return nil
	}
	b := ps.root.OwnBinding(name)
	if b == nil {
		return nil
	}
	m, ok := b.Value.(*methods.Module)
	if !ok {
		return nil
	}
	ps.loaded[key] = m
	return m
}
