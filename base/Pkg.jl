# This file is a part of Kiln's standard library.
#
# Pkg.jl — the part of Julia's package manager that scripts and CI
# commands call to work with the packages Kiln finds (docs/packages.md):
# activate (the active project for later `using`), instantiate, precompile
# (`kiln precompile`), test (the package's test/runtests.jl in a fresh
# process, as Pkg.test runs it). Kiln does not install packages: add, rm,
# update, develop and the other commands that change environments throw an
# ArgumentError saying so.

module Pkg

export @pkg_str, PackageSpec

# Pkg's messages: the action right-aligned in 12 columns, on stderr
# (Pkg's printpkgstyle).
_printpkgstyle(io::IO, cmd::Symbol, text::AbstractString) =
    println(io, lpad(string(cmd), 12), " ", text)

# a path as Pkg prints it: the home directory as ~
function _pathrepr(path::AbstractString)
    home = homedir()
    p = String(path)
    if startswith(p, home) && (length(p) == length(home) || p[length(home) + 1] == '/')
        p = "~" * p[length(home) + 1:end]
    end
    return "`" * p * "`"
end

"""
    Pkg.activate([path]; shared=false, temp=false, io=stderr)

Make the project at `path` (a directory or a project file) the active
project: later `using` and `import` resolve through it. Without a path,
no project is active (Julia's default environment: Kiln has none).
"""
function activate(; temp::Bool=false, shared::Bool=false, io::IO=stderr)
    if temp
        dir = mktempdir()
        Base._reflect(71, dir, nothing)
        _printpkgstyle(io, :Activating, "new project at " * _pathrepr(dir))
        return nothing
    end
    Base._reflect(71, "", nothing)
    _printpkgstyle(io, :Activating, "no project (Kiln has no default environment)")
    return nothing
end
function activate(path::AbstractString; shared::Bool=false, temp::Bool=false, io::IO=stderr)
    shared && throw(ArgumentError("Pkg.activate(name; shared=true) is not supported by Kiln (it has no shared environments)"))
    temp && throw(ArgumentError("`temp` and `path` cannot both be set"))
    full = abspath(expanduser(path))
    file = Base._reflect(71, full, nothing)::String
    if isempty(file)
        _printpkgstyle(io, :Activating, "new project at " * _pathrepr(full))
    else
        _printpkgstyle(io, :Activating, "project at " * _pathrepr(dirname(file)))
    end
    return nothing
end

"""
    Pkg.instantiate()

Julia downloads the packages a manifest names. Kiln finds packages where
they are (the project's `[sources]`, the load path), so there is nothing to
download: a package that cannot be found is reported when it is loaded.
"""
instantiate(; kwargs...) = nothing

# precompile(): `kiln precompile` for the active project, in a child
# process as Pkg precompiles in workers
function precompile(pkgs::AbstractString...; io::IO=stderr, kwargs...)
    proj = Base.active_project()
    cmd = Base.julia_cmd()
    args = String["precompile"]
    proj === nothing || push!(args, "--project=" * dirname(proj))
    append!(args, collect(String, pkgs))
    run(`$cmd $args`)
    return nothing
end
precompile(pkgs::Vector{<:AbstractString}; kwargs...) = precompile(pkgs...; kwargs...)

"""
    Pkg.test(; coverage=false, julia_args=``, test_args=``)

Run the active project's `test/runtests.jl` in a fresh Kiln process with
that project active, as Julia's Pkg.test does; an error if the tests fail.
"""
function test(; coverage=false, julia_args=``, test_args=``, io::IO=stderr, kwargs...)
    proj = Base.active_project()
    proj === nothing && throw(ArgumentError("Pkg.test: there is no active project to test"))
    return _test_project(dirname(proj), julia_args, test_args, io)
end
function test(name::AbstractString; coverage=false, julia_args=``, test_args=``, io::IO=stderr, kwargs...)
    proj = Base.active_project()
    if proj !== nothing && _project_name(proj) == name
        return _test_project(dirname(proj), julia_args, test_args, io)
    end
    throw(ArgumentError("Pkg.test(\"$name\"): Kiln tests the active project only (activate $name's directory first)"))
end

function _project_name(file::AbstractString)
    for line in eachline(file)
        m = match(r"^\s*name\s*=\s*\"([^\"]*)\"", line)
        m === nothing || return String(m.captures[1])
    end
    return ""
end

function _test_project(dir::String, julia_args, test_args, io::IO)
    name = _project_name(joinpath(dir, "Project.toml"))
    label = isempty(name) ? basename(dir) : name
    runtests = joinpath(dir, "test", "runtests.jl")
    isfile(runtests) || throw(ArgumentError("Package $label did not provide a `test/runtests.jl` file"))
    _printpkgstyle(io, :Testing, label)
    _printpkgstyle(io, :Testing, "Running tests...")
    flush(stdout)
    cmd = `$(Base.julia_cmd()) $(julia_args) --project=$dir $runtests $(test_args)`
    ok = success(pipeline(Cmd(cmd; dir = joinpath(dir, "test")), stdout = stdout, stderr = stderr))
    if !ok
        throw(PkgError("Package $label errored during testing"))
    end
    _printpkgstyle(io, :Testing, label * " tests passed ")
    return nothing
end

module Types
"""
    PkgError

Julia's Pkg.Types.PkgError: a failed package operation.
"""
struct PkgError <: Exception
    msg::String
end
Base.showerror(io::IO, err::PkgError) = print(io, err.msg)
end
using .Types: PkgError

struct PackageSpec
    name::Union{Nothing,String}
    PackageSpec(; name::Union{Nothing,AbstractString}=nothing, kwargs...) = new(name === nothing ? nothing : String(name))
    PackageSpec(name::AbstractString) = new(String(name))
end

_no_install(what) = throw(ArgumentError(string("Pkg.", what, " is not supported by Kiln: Kiln does not install or change packages. ",
    "It loads packages where they are: a project's [sources] paths and the load path (KILN_LOAD_PATH); see docs/packages.md")))
add(args...; kwargs...) = _no_install("add")
rm(args...; kwargs...) = _no_install("rm")
update(args...; kwargs...) = _no_install("update")
develop(args...; kwargs...) = _no_install("develop")
build(args...; kwargs...) = _no_install("build")
resolve(args...; kwargs...) = _no_install("resolve")
pin(args...; kwargs...) = _no_install("pin")
free(args...; kwargs...) = _no_install("free")
generate(args...; kwargs...) = _no_install("generate")
gc(args...; kwargs...) = _no_install("gc")
status(args...; kwargs...) = throw(ArgumentError("Pkg.status is not supported by Kiln (it keeps no manifest); see the project's Project.toml"))

macro pkg_str(s)
    throw(ArgumentError("pkg\"…\" (Pkg's REPL commands) is not supported by Kiln"))
end

end # module Pkg
