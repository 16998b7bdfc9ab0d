package driver

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/precompile"
	"github.com/kiln-lang/kiln/syntax"
)

// The system image: Base's own code, precompiled by the package image
// machinery into the depot on first use and loaded at every start-up
// after Base's definitions, so that the Base methods programs use most
// (printing, strings, arrays, Dicts, sorting, math) need no inference and
// no LLVM. It holds no module state (Base is defined by its embedded
// source, which the kiln build id covers) and no sources; its edges are
// verified like any image's.

// sysimageName is the package name of the system image.
const sysimageName = "Base"

// sysimageWorkload is the workload whose inference the system image
// keeps. It runs in a module of its own, writing to devnull and stdout
// (the builder discards its output). It defines no closures or types: code
// specialized on a type of its module would refer to a module that no
// later process has, and the image's object would not link (tasks run Base
// functions and Base.Fix1 objects here, not closures).
const sysimageWorkload = `
for x in (1, 2.5, true, 'c', "s", :sym, nothing, 1:3, [1, 2], [1.0, 2.0], ["a"], (1, 2), Dict(1 => 2), Int64)
    println(x)
    print(x)
    string(x)
    repr(x)
    println("v = ", x)
end
for (a, b) in ((1, 2), (1.5, 2.5), (1, 2.5))
    a + b; a - b; a * b; a / b; a < b; a <= b; a == b; max(a, b); min(a, b); a ^ 2; abs(a - b)
end
for x in (2, 2.5)
    sqrt(abs(x)); sin(x); cos(x); exp(x); log(abs(x) + 1); floor(x); round(x); abs(x); float(x); x^3; hash(x)
end
function arrays_of(::Type{T}) where T
    v = zeros(T, 4); w = ones(T, 4)
    sum(v); maximum(w); minimum(w); length(v); v[1] = T(3); first(v); last(v)
    push!(v, T(1)); pop!(v); append!(v, w); copy(v); sort(v); sort!(v); similar(v); v + v
    Vector{T}(undef, 3); T[]; [T(1), T(2)]; zeros(T, 2, 2); in(T(1), v); isempty(v)
    for (i, x) in enumerate(v) end
end
arrays_of(Int)
arrays_of(Float64)
d = Dict{String,Int}(); d["a"] = 1; get(d, "a", 0); haskey(d, "c"); d["a"]; length(d)
for (k, v) in d end
s = "Hello, World"
uppercase(s); length(s); split(s, ", "); join(["a", "b"], "-"); occursin("World", s); startswith(s, "He")
strip("  x  "); repeat("ab", 3); s * "!"; s[1:5]; parse(Int, "42"); parse(Float64, "2.5"); string(42, base=16)
for c in s end
io = IOBuffer(); print(io, 1); print(io, "x"); String(take!(io))
using Printf
for a in (1, 2.5, "s")
    @printf("%s\n", a); @printf(io, "%s\n", a); @sprintf("%s", a)
    for b in (1, 2.5, "s")
        @printf("%s %s\n", a, b); @sprintf("%s %s", a, b)
    end
end
@printf("%d %i %5.2f %.9f %e %g %x %c %s %%\n", 1, 2, 2.5, 2.5, 2.5, 2.5, 255, 'c', "s")
@printf("%d %d %d\n", 1, 2, 3); @printf("%.3f %.3f %.3f\n", 1.0, 2.0, 3.0)
t = Task(time_ns); schedule(t); fetch(t); wait(t); istaskdone(t); yield()
t = Task(yield); schedule(t); wait(t); sleep(0.0); sleep(0)
for T in (Any, Int, Float64, String)
    c = Channel{T}(2); put!(c, T === String ? "a" : 1); isready(c); take!(c); put!(c, T === String ? "a" : 1); close(c)
    for x in c end
end
l = ReentrantLock(); lock(l); trylock(l); unlock(l); unlock(l)
# numeric code as scripts write it: matrices, broadcasting, random numbers,
# ranges and reductions over dimensions (each cost a program's first call
# 100-250 ms of inference and code generation)
A = [4.0 1.0; 1.0 3.0]; b = [1.0, 2.0]; M = rand(3, 3); v = rand(3); iv = [3, 1, 2]
A * A; A * b; A \ b; inv(A); A'; transpose(A); A' * b; A + A; A - A; 2.0 * A; A / 2.0; M * v; M \ v
v .+ 1.0; v .* v; 2.0 .* v .+ 1.0; v .^ 2; sin.(v); abs.(v .- 0.5); sqrt.(v); exp.(v); v ./ 2.0; iv .* 2; iv .+ iv
v .= 0.0; M .= 1.0; A .* A; A .+ 1.0; M'
rand(); rand(3); rand(3, 3); randn(); randn(3); randn(3, 3); rand(1:10); rand(Int); rand(1:10, 5); rand(Bool); rand(Float32)
sum(M; dims=1); sum(M; dims=2); maximum(M; dims=1); minimum(M; dims=2); sum(abs2, v)
mapreduce(abs, +, v); cumsum(v); cumsum(iv); diff(v); prod(iv); extrema(v); argmax(v); argmin(v); findmax(v); findall(isodd, iv)
collect(0:0.1:1); range(0.0, 1.0; length=5); collect(range(0.0, 1.0; length=5)); LinRange(0.0, 1.0, 5); reverse(iv)
zeros(3, 3); ones(2, 2); fill(1.0, 3); fill(0, 2, 2); similar(M); copy(M); size(M); size(M, 1); reshape(M, 9); vec(M)
hcat(v, v); vcat(v, v); [A A]; [A; A]; [v v]; [1 2; 3 4]; [1.0 2.0; 3.0 4.0]; M[1, :]; M[:, 1]; M[1:2, 2:3]; view(M, :, 1)
sort(v; rev=true); sortperm(iv); round.(v; digits=2)
for x in (M, v, A)
    show(devnull, MIME"text/plain"(), x); print(devnull, x)
end
`

// sysimageExpectation is what this process requires of its system image.
func (s *Session) sysimageExpectation() image.Expectation {
	want := s.hostExpectation()
	want.Package = image.Package{Name: sysimageName}
	return want
}

// sysimagePath is the system image's place in the depot.
func (s *Session) sysimagePath() (string, error) {
	return s.imagePath(&pkg.Package{Name: sysimageName, Root: "kiln:base"})
}

// sysimageWanted reports whether this session uses a system image: not
// when KILN_SYSIMAGE=0, and not when Base is read from KILN_BASE_DIR (its
// source may differ from the one the build id covers).
func sysimageWanted() bool {
	return os.Getenv("KILN_SYSIMAGE") != "0" && os.Getenv("KILN_BASE_DIR") == ""
}

// loadSystemImage installs the system image's code, building the image
// first (in a child process) when it is missing or stale and the session
// may rebuild images. Failures are logged (KILN_DEBUG_LOADING) and
// otherwise ignored: everything works without it, only slower.
func (s *Session) loadSystemImage() {
	path, err := s.sysimagePath()
	if err != nil {
		image.LogReject("system image", err)
		return
	}
	img := s.usableSysimage(path)
	if img == nil && s.opts.RebuildImages && s.buildSysimage() {
		img = s.usableSysimage(path)
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
	if s.imageIDs == nil {
		s.imageIDs = map[string]string{}
	}
	s.imageIDs[sysimageName] = img.ImageID()
	if image.DebugLoading() {
		fmt.Fprintf(os.Stderr, "kiln: loaded the system image %s (%d code instances indexed in %s)\n", path, n, time.Since(start).Round(time.Microsecond))
	}
}

func (s *Session) usableSysimage(path string) *image.Image {
	return usableImageAt(path, s.sysimageExpectation())
}

// usableImageAt reads the image at path if it exists and meets want
// (the system image, a standard library image); a rejection is logged.
func usableImageAt(path string, want image.Expectation) *image.Image {
	h, err := image.ReadHeader(path)
	if err != nil {
		if !os.IsNotExist(err) {
			image.LogReject(path, err)
		}
		return nil
	}
	if err := image.Check(h, want); err != nil {
		image.LogReject(path, err)
		return nil
	}
	img, err := image.Read(path)
	if err != nil {
		image.LogReject(path, err)
		return nil
	}
	return img
}

// buildSysimage runs `kiln precompile --sysimage` and reports whether it
// succeeded. A failure is remembered (PATH.failed holds the build id and
// the time) so that later runs of this build do not try again for
// sysimageRetryAfter: long enough that a build that fails for good costs
// little, short enough that one that failed for a passing cause (a full
// disk since cleaned up) is retried.
func (s *Session) buildSysimage() bool {
	exe, err := os.Executable()
	if err != nil {
		return false
	}
	path, err := s.sysimagePath()
	if err != nil {
		return false
	}
	if b, ok := readMarker(path + ".failed"); ok && sysimageFailureHolds(string(b), time.Now()) {
		return false
	}
	if err := dirWritable(filepath.Dir(path)); err != nil {
		// A read-only depot: building would fail every time.
		image.LogReject(path, fmt.Errorf("the system image is not built: %v", err))
		return false
	}
	fmt.Fprintln(s.opts.Stderr, "Precompiling the standard library (once per kiln build and CPU)…")
	cmd := exec.Command(exe, "precompile", "--sysimage")
	cmd.Env = s.childEnv()
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(s.opts.Stderr, "kiln: building the system image failed; continuing without it\n%s", errb.String())
		writeMarker(path+".failed", []byte(fmt.Sprintf("%s\n%d", BuildID(), time.Now().Unix())))
		return false
	}
	return true
}

// BuildSystemImage runs the system image's workload under the tracker
// (begin/end bracket it) and writes the image of what it caused to be
// inferred; it returns the image's path. The session must have been
// created with KILN_SYSIMAGE=0 semantics (no system image loaded).
func (s *Session) BuildSystemImage(sel func() *precompile.Selection, begin, end func()) (string, error) {
	path, err := s.sysimagePath()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	m := methods.NewModule("#sysimage", s.Main)
	m.Usings = []*methods.Module{s.Base, s.Core}
	_, err = image.AcquireOrWait(path, image.LockTimeout(), func() error {
		if s.usableSysimage(path) != nil {
			return nil
		}
		begin()
		werr := func() error {
			defer end()
			if err := s.runBaseInit(); err != nil {
				return err
			}
			tree, err := syntax.ParseFile("sysimage-workload", sysimageWorkload)
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
		img := &image.Image{Header: newImageHeader(s.sysimageExpectation())}
		img.Header.Package.Version = KilnVersion
		se := &imgcodec.Encoder{}
		se.Uvarint(0)
		se.Uvarint(0)
		img.Sections = append(img.Sections, image.Section{Name: secState, Data: se.Bytes()})
		selection := sel()
		if err := s.nativeSections(img, sysimageName, selection); err != nil {
			return err
		}
		var rep bytes.Buffer
		if err := selection.Report(sysimageName).WriteJSON(&rep); err != nil {
			return err
		}
		img.Sections = append(img.Sections, image.Section{Name: secReport, Data: rep.Bytes()})
		return image.Write(path, img)
	})
	if ierr := s.runBaseInit(); ierr != nil && err == nil {
		// The image was already there (built while this process waited):
		// Base's initialization still has to run in this session.
		err = ierr
	}
	if err == nil {
		// Each kiln build has its own system image: keep the newest few
		// (as for packages) instead of one per build ever run.
		if depot, derr := s.depot(); derr == nil {
			image.Prune(depot, KilnVersion, sysimageName, 4)
		}
	}
	return path, err
}

// sysimageRetryAfter is how long a failed system image build is not
// retried.
const sysimageRetryAfter = time.Hour

// sysimageFailureHolds reports whether a .failed marker's content (build
// id, newline, Unix time) still stops this build from trying again.
func sysimageFailureHolds(marker string, now time.Time) bool {
	id, when, ok := strings.Cut(marker, "\n")
	if !ok || id != BuildID() {
		return false
	}
	sec, err := strconv.ParseInt(strings.TrimSpace(when), 10, 64)
	if err != nil {
		return false
	}
	age := now.Sub(time.Unix(sec, 0))
	return age >= 0 && age < sysimageRetryAfter
}
