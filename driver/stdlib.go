package driver

import (
	"fmt"

	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

// Standard library modules that Kiln provides as Julia source embedded
// with Base (base/NAME.jl, `module NAME … end`) but evaluates only when a
// program first loads them (`using Random`, `import Random`), so that
// programs that do not use them do not pay for parsing them.
var stdlibSources = map[string]string{
	"Base64":           "Base64.jl",
	"CRC32c":           "CRC32c.jl",
	"Dates":            "Dates.jl",
	"DelimitedFiles":   "DelimitedFiles.jl",
	"Distributed":      "Distributed.jl",
	"InteractiveUtils": "InteractiveUtils.jl",
	"Libdl":            "Libdl.jl",
	"LinearAlgebra":    "LinearAlgebra.jl",
	"Logging":          "Logging.jl",
	"Markdown":         "Markdown.jl",
	"Mmap":             "Mmap.jl",
	"Pkg":              "Pkg.jl",
	"Preferences":      "Preferences.jl",
	"Random":           "Random.jl",
	"SHA":              "SHA.jl",
	"Serialization":    "Serialization.jl",
	"SparseArrays":     "SparseArrays.jl",
	"Statistics":       "Statistics.jl",
	"TOML":             "TOML.jl",
	"Test":             "Test.jl",
	"UUIDs":            "UUIDs.jl",
	"Unicode":          "Unicode.jl",
}

// stdlibBaseParts are parts of Julia's Base that only a standard library
// uses: Kiln evaluates them into Base (base/NAME.jl) when that library is
// first loaded rather than with Base, so that programs that do not use it
// do not pay for them at startup (Base.TOML, the TOML parser, costs about
// 0.4 s a run when it is part of Base).
var stdlibBaseParts = map[string][]string{
	"TOML": {"toml_parser.jl"},
}

// missingStdlibs are the standard libraries of Julia 1.10 that Kiln does not
// provide yet. Loading one that the environment does not provide either is
// one clear error (stdlibMissingError); remove a name here when its module
// exists.
var missingStdlibs = map[string]bool{
	"ArgTools": true, "Artifacts": true,
	"Downloads": true, "FileWatching": true, "Future": true,
	"LazyArtifacts": true, "LibCURL": true, "LibGit2": true,
	"NetworkOptions": true, "Profile": true, "REPL": true,
	"SharedArrays": true, "Sockets": true,
	"SuiteSparse": true, "Tar": true,
}

// stdlibMissingError is the error for loading a standard library that Kiln
// does not have yet.
func (s *Session) stdlibMissingError(name string, pos syntax.Pos) error {
	return s.errorf(pos, "ArgumentError: the standard library module %s is not available in Kiln yet", name)
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
	// A package image being replayed may be what loads the module: its
	// source still runs in full (the image holds the state of the
	// package's own modules only, not of this one's constants).
	saved := s.replay
	s.replay = nil
	defer func() { s.replay = saved }()
	for _, part := range stdlibBaseParts[name] {
		pkey := "base:" + part
		if _, done := ps.loaded[pkey]; err != nil || done {
			continue
		}
		var psrc []byte
		if psrc, err = readBase(part); err == nil {
			s.embedded++
			err = s.evalSource(s.Base, "base/"+part, string(psrc))
			s.embedded--
		}
		ps.loaded[pkey] = s.Base
	}
	src, err2 := readBase(file)
	if err == nil {
		err = err2
	}
	if err == nil {
		s.embedded++
		err = s.evalSource(ps.root, "base/"+file, string(src))
		s.embedded--
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
	s.loadStdlibImage(name)
	return m
}
