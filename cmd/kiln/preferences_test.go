package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// prefPackages is a package that reads a preference at precompile time
// (a constant) and at run time, through Preferences and
// PrecompileTools.Preferences, as packages written for Julia do.
var prefPackages = map[string]string{
	"pk/Pref/Project.toml": `name = "Pref"
uuid = "4b1e2c6a-1111-4a3b-9c2d-0000000000c1"
[deps]
Preferences = "21216c6a-2e73-6563-6e65-726566657250"
PrecompileTools = "aea7be01-6a6a-4083-8856-8a6e6704d82a"
`,
	"pk/Pref/src/Pref.jl": `module Pref
using Preferences
import PrecompileTools
const MODE = @load_preference("mode", "fast")
mode() = MODE
current(key) = load_preference(Pref, key, "unset")
set!(pairs...; kw...) = set_preferences!(Pref, pairs...; kw...)
has(key) = @has_preference(key)
del!(keys...) = @delete_preferences!(keys...)
same_module() = PrecompileTools.Preferences === Preferences
end
`,
	"app/Project.toml": "[deps]\nPref = \"4b1e2c6a-1111-4a3b-9c2d-0000000000c1\"\n",
	"app/set.jl": `using Pref
println(Pref.mode(), " ", Pref.current("level"), " ", Pref.has("mode"), " ", Pref.same_module())
Pref.set!("level" => 3, "tags" => ["a", "b"], "nested" => Dict("x" => 1.5))
println(Pref.current("level"), " ", Pref.current("tags"), " ", Pref.current("nested"), " ", Pref.has("level"))
try
    Pref.set!("level" => 4)
catch e
    println(e isa ArgumentError)
end
Pref.set!("level" => 4; force=true)
Pref.del!("tags")
println(Pref.current("level"), " ", Pref.has("tags"))
print(read("LocalPreferences.toml", String))
`,
	"app/mode.jl": "using Pref\nprintln(Pref.mode(), \" \", Pref.current(\"mode\"))\n",
}

// TestPreferences: set_preferences! writes the active project's
// LocalPreferences.toml as Julia's TOML.print does; load_preference reads
// it back; a preference read at precompile time is baked into the image,
// and changing it makes the image stale, so the next run sees the new value.
func TestPreferences(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, prefPackages)
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	app := filepath.Join(dir, "app")
	r := runKilnEnv(t, app, env, "run", "set.jl")
	want := "fast unset false true\n3 [\"a\", \"b\"] Dict{String, Any}(\"x\" => 1.5) true\ntrue\n4 false\n" +
		"[Pref]\nlevel = 4\n\n    [Pref.nested]\n    x = 1.5\n"
	if r.code != 0 || r.stdout != want {
		t.Fatalf("set.jl: exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
	for _, mode := range []string{"slow", "other"} {
		writeTree(t, dir, map[string]string{"app/LocalPreferences.toml": "[Pref]\nmode = \"" + mode + "\"\n"})
		r := runKilnEnv(t, app, env, "run", "mode.jl")
		if r.code != 0 || r.stdout != mode+" "+mode+"\n" || !strings.Contains(r.stderr, "Precompiling Pref") {
			t.Fatalf("mode %s: exit %d\nstdout:\n%s\nstderr:\n%s", mode, r.code, r.stdout, r.stderr)
		}
		r = runKilnEnv(t, app, env, "run", "mode.jl")
		if r.code != 0 || r.stdout != mode+" "+mode+"\n" || strings.Contains(r.stderr, "Precompiling") {
			t.Fatalf("mode %s, fresh image: exit %d\nstdout:\n%s\nstderr:\n%s", mode, r.code, r.stdout, r.stderr)
		}
	}
	// a module that is not a package
	r = runKilnEnv(t, app, env, "-e", "using Preferences; module M end; load_preference(M, \"x\")")
	if r.code != 1 || !strings.Contains(r.stderr, "ArgumentError: Module Main.M does not correspond to a loaded package!") {
		t.Fatalf("non-package module: exit %d\n%s", r.code, r.stderr)
	}
}
