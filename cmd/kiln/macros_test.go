package main

import (
	"path/filepath"
	"testing"
)

// macroPackages: MacroLib defines macros (hygienic, a string macro),
// generates methods with an @eval loop and a loop whose global method
// definitions use the loop variable, and uses Base's @enum and @kwdef; UseLib imports and uses its
// macros by name (using MacroLib: @twice), through the module
// (MacroLib.@v_str), and defines a global of the same name as one the
// macro refers to (hygiene resolves it in MacroLib).
var macroPackages = map[string]string{
	"pk/MacroLib/Project.toml": `name = "MacroLib"
uuid = "4b1e2c6a-2222-4a3b-9c2d-000000000001"
version = "0.1.0"
`,
	"pk/MacroLib/src/MacroLib.jl": `module MacroLib
export @twice, @withunit, V, vsum, Mode, fast, slow, Cfg, tagof
struct V
    x::Int
end
for op in (:+, :-, :*)
    @eval Base.$op(a::V, b::V) = V($op(a.x, b.x))
end
@enum Mode fast slow
Base.@kwdef struct Cfg
    n::Int = 2
    mode::Mode = slow
end
for T in (Int8, Int16)
    global tagof(::Type{T}) = string(T, ":", T === Int8 ? fast : slow)
end
const UNIT = 1000
macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
macro withunit(x)
    :($(esc(x)) * UNIT)
end
macro v_str(s)
    V(parse(Int, s))
end
vsum(vs) = reduce(+, vs)
end
`,
	"pk/UseLib/Project.toml": `name = "UseLib"
uuid = "4b1e2c6a-2222-4a3b-9c2d-000000000002"
version = "0.1.0"
[deps]
MacroLib = "4b1e2c6a-2222-4a3b-9c2d-000000000001"
`,
	"pk/UseLib/src/UseLib.jl": `module UseLib
using MacroLib: @twice, @withunit, V
import MacroLib
export report, total
const UNIT = 1
total(n) = @withunit(n) + 1
function report(io)
    @twice print(io, "x")
    println(io)
    println(io, MacroLib.@v_str("7") * V(6))
end
end
`,
	"main.jl": `using UseLib
using MacroLib
report(stdout)
println(total(3), " ", vsum([V(1), V(2), V(3)]), " ", V(5) - V(7))
@twice println(@withunit 2)
println(Cfg(), " ", Cfg(mode = fast).mode, " ", instances(Mode), " ", tagof(Int16), " ", Int(slow))
`,
}

const macroPackagesWant = "xx\nV(42)\n3001 V(6) V(-2)\n2000\n2000\nCfg(2, slow) fast (fast, slow) Int16:slow 1\n"

// TestMacroPackages runs the macro packages from source and from their
// images: the methods that the @eval loop defines and the macros exist
// in both.
func TestMacroPackages(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, macroPackages)
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	r := runKilnEnv(t, dir, env, "--pkgimages=no", "run", "main.jl")
	if r.code != 0 || r.stdout != macroPackagesWant {
		t.Fatalf("from source: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	mustPrecompile(t, dir, env, "MacroLib", "UseLib")
	r = runKilnEnv(t, dir, env, "run", "main.jl")
	if r.code != 0 || r.stdout != macroPackagesWant {
		t.Fatalf("from images: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
}
