package pkg

import (
	"fmt"
	"os"
	"path/filepath"
)

// Package is a package Kiln can load: a directory with a project file and an
// entry file, or one of the built-in standard library modules.
type Package struct {
	Name string
	// UUID is the declared uuid, or one derived from the project file's path
	// when the project declares none (as Julia does); see Project.UUID for
	// what the file says. Built-in modules have their Julia uuids (zero for
	// Base and Core).
	UUID UUID
	// Version is the declared version, nil when there is none.
	Version *Version
	// Root is the absolute package directory ("" for a built-in module).
	Root string
	// EntryFile is the absolute path of src/Name.jl ("" for a built-in module).
	EntryFile string
	// Project is the package's project file (nil for a built-in module).
	Project *Project
	// Builtin is true for the standard library modules that Kiln provides
	// itself; they have no files and are never precompiled as packages.
	Builtin bool
}

// String returns the package name.
func (p *Package) String() string { return p.Name }

// builtinUUIDs are the standard library modules Kiln provides itself, with
// the uuids Julia gives them. A [deps] entry with one of these names denotes
// the built-in module whatever uuid it writes.
var builtinUUIDs = map[string]string{
	"Base":             "",
	"Core":             "",
	"Base64":           "2a0f44e3-6c83-55bd-87e4-b1978d98bd5f",
	"Dates":            "ade2ca70-3891-5945-98fb-dc099432e06a",
	"DelimitedFiles":   "8bb1440f-4735-579b-a4ab-409b98df4dab",
	"Libdl":            "8f399da3-3557-5675-b5ff-fb832c97cbdb",
	"Markdown":         "d6f4376e-aef5-505a-96c1-9c027394607a",
	"Printf":           "de0858da-6303-5e67-8744-51eddd5dd3c7",
	"Random":           "9a3f8284-a2c9-5f02-9a11-845980a1fd5c",
	"Unicode":          "4ec0a83e-493e-50e2-b9ac-8f72acf5a8f5",
	"InteractiveUtils": "b77e0a4c-d291-57a0-90e8-8db25a27a240",
	"LinearAlgebra":    "37e2e46d-f89d-539d-b4ee-838fcccc9c8e",
	"Statistics":       "10745b16-79ce-11e8-11f9-7d13ad32a3b2",
	"Test":             "8dfed614-e22c-5e08-85e1-65c5234f0b40",
	"Logging":          "56ddb016-857b-54e1-b83d-db4d58db5568",
	"PrecompileTools":  "aea7be01-6a6a-4083-8856-8a6e6704d82a",
	"SnoopPrecompile":  "66db9d55-30c0-4569-8b51-7e840670fc0c",
	"GPUCompiler":      "61eb1bfa-7361-4325-ad38-22787b887f55",
	"CUDA":             "052768ef-5323-5732-b1bb-66c8b64840ba",
	"Preferences":      "21216c6a-2e73-6563-6e65-726566657250",
	"SHA":              "ea8e919c-243c-51af-8825-aaa63cd721ce",
	"Serialization":    "9e88b42a-f829-5b0c-bbe9-9e923198166b",
	"SparseArrays":     "2f01184e-e22b-5df5-ae63-d93ebab69eaf",
	"UUIDs":            "cf7118a7-6976-5b1a-9a39-7adc72f591a4",
	"TOML":             "fa267f1f-6049-4f14-aa54-33bafae1ed76",
	"Mmap":             "a63ad114-7e13-5084-954f-fe012c677804",
	"CRC32c":           "8bf52ea8-c179-5cab-976a-9e18b702a9bc",
	"Pkg":              "44cfe95a-1eb2-52ea-b672-e2afdf69b78f",
	"Distributed":      "8ba89e20-285c-5b6f-9357-94700520ee1b",
}

var builtins = map[string]*Package{}

func init() {
	for name, s := range builtinUUIDs {
		var u UUID
		if s != "" {
			var err error
			if u, err = ParseUUID(s); err != nil {
				panic(err)
			}
		}
		builtins[name] = &Package{Name: name, UUID: u, Builtin: true}
	}
}

// IsBuiltin reports whether name is a standard library module that Kiln
// provides itself (Base, Core, Printf, Random, LinearAlgebra, Statistics, Test, Logging,
// PrecompileTools, SnoopPrecompile, GPUCompiler, CUDA, Preferences).
func IsBuiltin(name string) bool { return builtins[name] != nil }

// Builtin returns the built-in package called name, or nil.
func Builtin(name string) *Package { return builtins[name] }

// BuiltinNames returns the names of the built-in modules, sorted.
func BuiltinNames() []string { return sortedKeys(builtins) }

// LoadPackage reads the package whose directory is root: its project file
// must name the package, and src/<name>.jl must exist.
func LoadPackage(root string) (*Package, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	f, ok := FindProjectFile(abs)
	if !ok {
		return nil, fmt.Errorf("%s: not a package: no Project.toml", abs)
	}
	proj, err := LoadProject(f)
	if err != nil {
		return nil, err
	}
	return packageOf(proj)
}

// packageOf makes a package from a project that must describe one.
func packageOf(proj *Project) (*Package, error) {
	if proj.Name == "" {
		return nil, &Error{File: proj.Path, Line: 1, Msg: "a package's project needs a name (name = \"...\")"}
	}
	root := proj.Dir()
	entry := filepath.Join(root, "src", proj.Name+".jl")
	if st, err := os.Stat(entry); err != nil || !st.Mode().IsRegular() {
		return nil, fmt.Errorf("package %s (%s): entry file src/%s.jl not found", proj.Name, proj.Path, proj.Name)
	}
	u := proj.UUID
	if u.IsZero() {
		real := proj.Path
		if r, err := filepath.EvalSymlinks(real); err == nil {
			real = r
		}
		u = uuid5(dummyNamespace, real)
	}
	return &Package{
		Name:      proj.Name,
		UUID:      u,
		Version:   proj.Version,
		Root:      root,
		EntryFile: entry,
		Project:   proj,
	}, nil
}
