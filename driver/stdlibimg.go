package driver

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/precompile"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Standard library images. The standard library modules that Kiln
// evaluates from source on first use (stdlib.go) cannot have their code in
// the system image: that image is linked at start-up, before any of their
// types exist. Each module with a workload here gets an image of its own,
// built by `kiln precompile --stdlib NAME` the first time a program loads
// the module (after the system image, on which it depends) and registered
// right after the module's source is evaluated, so that its code is
// installed lazily, as the system image's is. A test file then calls Test's
// code precompiled instead of generating and linking ~150 units.

// stdlibWorkloads are the workloads whose inference the standard library
// images keep; each runs in a module of its own with the module loaded.
// Test's covers a failing test set with a failing nested one (the summary's
// alignment walks the children) and the report of the TestSetException it
// throws, which the driver prints with showerror(stderr, e) when a program
// ends with it.
var stdlibWorkloads = map[string]string{
	// CRC32c's and Mmap's code is small, but compiling it cost a program's
	// first crc32c about 0.8 s and its first mmap about 2 s.
	"CRC32c": `
using CRC32c
for x in ("abc", SubString("abcd", 2), UInt8[1, 2, 3], view(UInt8[1, 2, 3], 1:2), IOBuffer("abc"))
    crc32c(x)
    x isa IOBuffer || crc32c(x, 0x00000001)
end
crc32c(IOBuffer("abc"), 2)
`,
	"Dates": datesWorkload,
	// The numeric standard libraries as scripts call them: each function
	// here cost a program's first call 100-250 ms of inference and code
	// generation.
	"LinearAlgebra": `
using LinearAlgebra
A = [4.0 1.0; 1.0 3.0]; b = [1.0, 2.0]; M = rand(3, 3); v = rand(3)
norm(b); norm(A); norm(b, 1); norm(b, Inf); dot(b, b); dot(v, v); det(A); det(M); tr(A); rank(A); opnorm(A); cond(A)
eigen(A); eigvals(A); eigvecs(A); eigen(Symmetric(A)); eigvals(Symmetric(A)); svd(A); svdvals(A); qr(A); lu(A); cholesky(A)
lu(A) \ b; cholesky(A) \ b; qr(A) \ b; Symmetric(A) \ b; inv(Symmetric(A)); pinv(A); normalize(b); cross(v, v); kron(A, A)
Diagonal(b); diagm(b); diag(A); triu(A); tril(A); A + I; A - 2I; I * b; UpperTriangular(A) \ b; LowerTriangular(A) \ b
for x in (eigen(A), svd(A), lu(A), qr(A), cholesky(A), Symmetric(A), Diagonal(b), UpperTriangular(A), A')
    show(devnull, MIME"text/plain"(), x)
end
mul!(similar(b), A, b); mul!(similar(A), A, A); axpy!(2.0, b, copy(b)); rmul!(copy(b), 2.0); transpose(v) * v; v' * v; v * v'
`,
	"Random": `
using Random
Random.seed!(1); Random.seed!(1234); rand(); rand(3); randn(3); rand(1:6, 4); rand(Xoshiro(1)); rand(Xoshiro(1), 3)
rng = MersenneTwister(1); rand(rng); rand(rng, 3); randn(rng, 3); rand(rng, 1:6); shuffle(rng, [1, 2, 3])
shuffle([1, 2, 3]); shuffle!([1.0, 2.0]); randperm(5); randperm(rng, 5); randstring(5); randsubseq([1, 2, 3], 0.5)
rand(Random.default_rng(), 2); randexp(); bitrand(3); rand(["a", "b"]); rand((1, 2))
`,
	"Statistics": `
using Statistics
v = rand(5); iv = [3, 1, 2]; M = rand(3, 3)
mean(v); mean(iv); mean(M); mean(M; dims=1); mean(M; dims=2); mean(abs, v); std(v); std(iv); var(v); var(iv)
std(M; dims=1); var(M; dims=2); median(v); median(iv); median!(copy(v)); quantile(v, 0.5); quantile(v, [0.25, 0.75])
cor(v, v); cov(v, v); cor(M); cov(M); middle(v); mean(1:10); std(1:10); median(1:10)
`,
	"Mmap": `
using Mmap
let path = tempname()
    try
        write(path, UInt8[1, 2, 3, 4, 5, 6, 7, 8])
        io = open(path, "r+")
        a = mmap(io)
        a[1] = 0x01
        Mmap.sync!(a)
        mmap(io, Vector{Int64}, 1, 0)
        mmap(io, Matrix{Float64}, (1, 1), 0)
        mmap(io, Vector{UInt8}, (16,), 0; grow=true, shared=false)
        close(io)
        mmap(path, Vector{UInt8}, 4)
        mmap(path)
        mmap(Vector{Float64}, 4)
    finally
        rm(path; force=true)
    end
end
`,
	// Serialization's deserialize is one large tree whatever the values
	// (handle_deserialize dispatches on tags at run time): compiled here,
	// a program's first deserialize costs nothing to compile.
	"Serialization": `
using Serialization
for x in (1, 2.5, "s", :sym, [1, 2], [1.0 2.0; 3.0 4.0], ["a", "b"], Any[1, "a", nothing], (1, "a"),
          (a = 1, b = 2.0), Dict("a" => 1), Dict(:k => Any[1]), Set([1, 2]), 1:3, true, 'c', big(7), nothing)
    io = IOBuffer()
    serialize(io, x)
    seekstart(io)
    deserialize(io)
end
`,
	"Test": `
using Test
@testset "workload" begin
    @test 1 + 1 == 2
    @test 0.1 + 0.2 ≈ 0.3
    @test 0.1 + 0.2 ≈ 0.3 atol = 1e-8
    @test isapprox(1.0, 1.0 + 1e-12; rtol = 1e-10)
    @test_throws DomainError sqrt(-1.0)
    @test_throws ArgumentError("x") throw(ArgumentError("x"))
    @test isempty(Int[]) && !isempty("s")
    @test "a" * "b" == "ab"
    @test [1, 2] == [1, 2]
    @test :a === :a
    @test nothing === nothing
    @testset "inner $i" for i in 1:2
        @test i > 0
    end
    @test_broken 1 == 2
    @test_skip 1 == 2
end
try
    @testset "failing" begin
        @test 1 == 2
        @test [1.0] ≈ [2.0]
        @test error("e")
        @test_throws DomainError 1
        @testset "nested" begin
            @test 1 == 2
        end
    end
catch e
    showerror(devnull, e)
end
`,
}

// datesWorkload is the Dates workload: what programs that use dates call
// most (construction, accessors, arithmetic, printing, parsing, ranges).
const datesWorkload = `
using Dates
d = Date(2024, 2, 29)
dt = DateTime(2024, 2, 29, 12, 34, 56, 789)
t = Time(12, 34, 56)
println(devnull, d, " ", dt, " ", t, " ", repr(d), " ", repr(dt), " ", string(d), " ", string(dt))
println(devnull, year(d), month(d), day(d), hour(dt), minute(dt), second(dt), millisecond(dt), dayofweek(d), dayname(d), monthname(d), dayofyear(d), week(d))
println(devnull, d + Day(1), d + Month(1), d + Year(1), d - Week(1), dt + Hour(1), dt - Minute(5), dt - DateTime(2024), d - Date(2024))
println(devnull, Month(3) + Day(2), Dates.canonicalize(Dates.CompoundPeriod(Minute(50000))), Day(1), Hour(2), t + Minute(1))
println(devnull, Date("2024-02-29"), DateTime("2024-02-29T12:34:56.789"), Date("29/02/2024", "dd/mm/yyyy"), Dates.format(dt, "e, dd u yyyy HH:MM:SS"))
println(devnull, floor(dt, Hour), ceil(dt, Day), round(dt, Minute), firstdayofweek(d), lastdayofmonth(d), tonext(d, Monday))
for x in Date(2024, 1, 1):Day(1):Date(2024, 1, 3)
    print(devnull, x)
end
println(devnull, collect(Date(2024, 1, 31):Month(1):Date(2024, 4, 30)), d < Date(2025), d == Date(2024, 2, 29))
`

// stdlibImageName is the image's package name for standard library
// module name.
func stdlibImageName(name string) string { return "stdlib-" + name }

func (s *Session) stdlibImagePath(name string) (string, error) {
	return s.imagePath(&pkg.Package{Name: stdlibImageName(name), Root: "kiln:stdlib/" + name})
}

// stdlibExpectation is what this process requires of the image of
// standard library module name: this build and host, and the system image
// it was built against.
func (s *Session) stdlibExpectation(name string) image.Expectation {
	want := s.hostExpectation()
	want.Package = image.Package{Name: stdlibImageName(name)}
	want.DepImageID = func(dep, uuid string) (string, error) {
		id, ok := s.imageIDs[dep]
		if !ok {
			return "", fmt.Errorf("%s is not loaded", dep)
		}
		return id, nil
	}
	return want
}

// loadStdlibImage registers the code of standard library module name's
// image, building it first (in a child process) when it is missing and
// the session may build images. Only with a system image loaded: the
// module's image calls the system image's code. Failures are logged
// (KILN_DEBUG_LOADING) and otherwise ignored: the code is then compiled
// as it is needed.
func (s *Session) loadStdlibImage(name string) {
	if _, ok := stdlibWorkloads[name]; !ok || s.imageIDs[sysimageName] == "" {
		return
	}
	path, err := s.stdlibImagePath(name)
	if err != nil {
		image.LogReject("standard library image", err)
		return
	}
	img := s.usableStdlibImage(name, path)
	if img == nil && s.opts.RebuildImages && s.buildStdlibImage(name, path) {
		img = s.usableStdlibImage(name, path)
	}
	if img == nil {
		return
	}
	start := time.Now()
	_, n, err := s.registerImageCode(path, newImgResolver(s), img)
	if err != nil {
		image.LogReject(path, fmt.Errorf("native code not installed: %v", err))
		return
	}
	s.imageIDs[stdlibImageName(name)] = img.ImageID()
	if image.DebugLoading() {
		fmt.Fprintf(os.Stderr, "kiln: loaded the image of %s %s (%d code instances indexed in %s)\n", name, path, n, time.Since(start).Round(time.Microsecond))
	}
}

func (s *Session) usableStdlibImage(name, path string) *image.Image {
	return usableImageAt(path, s.stdlibExpectation(name))
}

// buildStdlibImage runs `kiln precompile --stdlib NAME` and reports
// whether it succeeded; a failure is remembered as the system image's is.
func (s *Session) buildStdlibImage(name, path string) bool {
	exe, err := os.Executable()
	if err != nil {
		return false
	}
	if b, ok := readMarker(path + ".failed"); ok && sysimageFailureHolds(string(b), time.Now()) {
		return false
	}
	if err := dirWritable(filepath.Dir(filepath.Dir(path))); err != nil {
		image.LogReject(path, fmt.Errorf("the image of %s is not built: %v", name, err))
		return false
	}
	fmt.Fprintf(s.opts.Stderr, "Precompiling the standard library module %s (once per kiln build and CPU)…\n", name)
	cmd := exec.Command(exe, "precompile", "--stdlib", name)
	cmd.Env = s.childEnv()
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(s.opts.Stderr, "kiln: building the image of %s failed; continuing without it\n%s", name, errb.String())
		if os.MkdirAll(filepath.Dir(path), 0o755) == nil {
			writeMarker(path+".failed", []byte(fmt.Sprintf("%s\n%d", BuildID(), time.Now().Unix())))
		}
		return false
	}
	return true
}

// BuildStdlibImage runs the workload of standard library module name under
// the tracker (begin/end bracket it) and writes the image of what it
// caused to be inferred that the system image does not hold; it returns
// the image's path. The session must have its system image loaded.
func (s *Session) BuildStdlibImage(name string, sel func() *precompile.Selection, begin, end func()) (string, error) {
	workload, ok := stdlibWorkloads[name]
	if !ok {
		return "", fmt.Errorf("%s is not a standard library module with an image", name)
	}
	sysID := s.imageIDs[sysimageName]
	if sysID == "" {
		return "", fmt.Errorf("the system image is not loaded")
	}
	path, err := s.stdlibImagePath(name)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	const wlName = "#stdlib-workload"
	m := methods.NewModule(wlName, s.Main)
	m.Usings = []*methods.Module{s.Base, s.Core}
	_, err = image.AcquireOrWait(path, image.LockTimeout(), func() error {
		if s.usableStdlibImage(name, path) != nil {
			return nil
		}
		begin()
		werr := func() error {
			defer end()
			tree, err := syntax.ParseFile("stdlib-workload", workload)
			if err != nil {
				return err
			}
			for _, st := range tree.Args {
				if err := s.evalToplevel(m, st); err != nil {
					return err
				}
			}
			return nil
		}()
		if werr != nil {
			return werr
		}
		want := s.stdlibExpectation(name)
		img := &image.Image{Header: newImageHeader(want)}
		img.Header.Package.Version = KilnVersion
		img.Header.Deps = []image.Dep{{Name: sysimageName, ImageID: sysID}}
		se := &imgcodec.Encoder{}
		se.Uvarint(0)
		se.Uvarint(0)
		img.Sections = append(img.Sections, image.Section{Name: secState, Data: se.Bytes()})
		selection := sel()
		// The workload's own functions and closures (@testset bodies) do
		// not exist where the image is loaded: code specialized on them
		// is left out, and code that is not cannot refer to them.
		keep := func(ci *infer.CodeInstance) bool { return !mentionsModule(ci.MI, wlName) }
		if err := s.nativeSectionsOf(img, stdlibImageName(name), selection, keep); err != nil {
			return err
		}
		var rep bytes.Buffer
		if err := selection.Report(stdlibImageName(name)).WriteJSON(&rep); err != nil {
			return err
		}
		img.Sections = append(img.Sections, image.Section{Name: secReport, Data: rep.Bytes()})
		return image.Write(path, img)
	})
	if err == nil {
		if depot, derr := s.depot(); derr == nil {
			image.Prune(depot, KilnVersion, stdlibImageName(name), 4)
		}
	}
	return path, err
}

// mentionsModule reports whether a MethodInstance's method or signature
// involves a type or function defined in module mod.
func mentionsModule(mi *methods.MethodInstance, mod string) bool {
	if mi == nil {
		return false
	}
	if mi.Method != nil {
		for m := mi.Method.Module; m != nil; m = m.Parent {
			if m.Name == mod {
				return true
			}
		}
	}
	if typeMentions(mi.SpecTypes, mod, 0) {
		return true
	}
	for _, v := range mi.SparamVals {
		if typeMentions(v, mod, 0) {
			return true
		}
	}
	return false
}

func typeMentions(t any, mod string, depth int) bool {
	if depth > 16 {
		return true // too deep to tell: leave it out
	}
	switch x := t.(type) {
	case *types.DataType:
		for _, seg := range strings.Split(x.Name.Module, ".") {
			if seg == mod {
				return true
			}
		}
		for _, p := range x.Params {
			if typeMentions(p, mod, depth+1) {
				return true
			}
		}
	case *types.Union:
		for _, m := range x.Types {
			if typeMentions(m, mod, depth+1) {
				return true
			}
		}
	case *types.UnionAll:
		return typeMentions(x.Body, mod, depth+1) || typeMentions(x.Var.Ub, mod, depth+1)
	case *types.Vararg:
		return typeMentions(x.T, mod, depth+1)
	case *types.TypeVar:
		return typeMentions(x.Ub, mod, depth+1)
	}
	return false
}
