# This file is a part of Kiln's Base library.
#
# Preferences.jl — the Preferences.jl package API (v1.4, which
# PrecompileTools re-exports as PrecompileTools.Preferences): per-package
# settings read from LocalPreferences.toml and [preferences] tables with
# the precedence of docs/packages.md (the driver's pkg.Prefs, the rules
# that also decide when a package image is stale), and written to the
# active project's LocalPreferences.toml (Project.toml with
# export_prefs=true) by a TOML printer that follows Julia's TOML.print.

module Preferences

export load_preference, @load_preference, has_preference, @has_preference,
    set_preferences!, @set_preferences!, delete_preferences!, @delete_preferences!

_reflect(kind::Int, @nospecialize(a), @nospecialize(b)) = ccall(:kiln_reflect, Any, (Int64, Any, Any), kind, a, b)

# ---- decoding the driver's answers -------------------------------------------------------------

function _decode(s::String, i::Int)
    tag = s[i]
    if tag == 'T'
        return (true, i + 1)
    elseif tag == 'F'
        return (false, i + 1)
    elseif tag == 's'
        c = findnext(==(':'), s, i)
        n = parse(Int, s[i+1:c-1])
        return (String(codeunits(s)[c+1:c+n]), c + n + 1)
    end
    e = findnext(==(';'), s, i)
    body = s[i+1:e-1]
    if tag == 'i'
        return (parse(Int64, body), e + 1)
    elseif tag == 'f'
        return (parse(Float64, body), e + 1)
    elseif tag == 'a'
        n = parse(Int, body)
        items = Any[]
        j = e + 1
        for _ in 1:n
            v, j = _decode(s, j)
            push!(items, v)
        end
        return (_narrow(items), j)
    elseif tag == 't'
        n = parse(Int, body)
        d = Dict{String,Any}()
        j = e + 1
        for _ in 1:n
            k, j = _decode(s, j)
            v, j = _decode(s, j)
            d[k] = v
        end
        return (d, j)
    end
    error("Preferences: bad data from the driver")
end

# Arrays of one TOML type become typed vectors, as Julia's TOML parser makes them.
function _narrow(items::Vector{Any})
    isempty(items) && return items
    all(x -> x isa Int64, items) && return Int64[x for x in items]
    all(x -> x isa Float64, items) && return Float64[x for x in items]
    all(x -> x isa String, items) && return String[x for x in items]
    all(x -> x isa Bool, items) && return Bool[x for x in items]
    return items
end

struct _PkgInfo
    name::String
    uuid::String
    active::String     # the active project file, "" for none
    project::String    # the package's own project file
    prefs::Dict{String,Any}
end

function _pkginfo(m::Module)
    s = _reflect(10, m, nothing)::String
    nl = findfirst(==('\n'), s)
    head = split(s[1:nl-1], '\t')
    prefs, _ = _decode(s, nl + 1)
    return _PkgInfo(String(head[1]), String(head[2]), String(head[3]), String(head[4]), prefs::Dict{String,Any})
end

_read_toml(path::String) = _decode(_reflect(11, path, nothing)::String, 1)[1]::Dict{String,Any}

# ---- reading -----------------------------------------------------------------------------------

"""
    load_preference(m::Module, key::String, default = nothing)

The preference `key` of the package that defines `m`, or `default`.
"""
function load_preference(m::Module, key::AbstractString, default=nothing)
    prefs = _pkginfo(m).prefs
    return haskey(prefs, key) ? prefs[key] : default
end
load_preference(u, key::AbstractString, default=nothing) = _uuid_unsupported()

"""
    has_preference(m::Module, key::String)

Whether the package that defines `m` has the preference `key` set.
"""
has_preference(m::Module, key::AbstractString) = haskey(_pkginfo(m).prefs, key)
has_preference(u, key::AbstractString) = _uuid_unsupported()

_uuid_unsupported() = throw(ArgumentError("Preferences by UUID are not supported by Kiln; pass the package's Module"))

get_uuid(m::Module) = _pkginfo(m).uuid

# ---- writing -----------------------------------------------------------------------------------

function _target_toml(info::_PkgInfo, export_prefs::Bool)
    proj = isempty(info.active) ? info.project : info.active
    export_prefs && return proj
    dir = dirname(proj)
    jl = joinpath(dir, "JuliaLocalPreferences.toml")
    return isfile(jl) ? jl : joinpath(dir, "LocalPreferences.toml")
end

"""
    set_preferences!(m::Module, prefs::Pair{String,<:Any}...; export_prefs=false, force=false)

Sets preferences of the package that defines `m` in the active project's
LocalPreferences.toml (its Project.toml with `export_prefs=true`). A value
of `nothing` removes the key and blocks inherited values, `missing` only
removes it. A key that is already set to another value needs `force=true`.
"""
function set_preferences!(m::Module, pairs::Pair...; export_prefs::Bool=false, active_project_only::Bool=true, force::Bool=false)
    info = _pkginfo(m)
    return set_preferences!(_target_toml(info, export_prefs), info.name, pairs...; force=force)
end
set_preferences!(u, pairs::Pair...; kwargs...) = _uuid_unsupported()

function set_preferences!(target_toml::String, pkg_name::String, pairs::Pair...; force::Bool=false)
    d = _read_toml(target_toml)
    prefs = d
    if endswith(target_toml, "Project.toml")
        haskey(prefs, "preferences") || (prefs["preferences"] = Dict{String,Any}())
        prefs = prefs["preferences"]::Dict{String,Any}
    end
    haskey(prefs, pkg_name) || (prefs[pkg_name] = Dict{String,Any}())
    table = prefs[pkg_name]::Dict{String,Any}
    for p in pairs
        k = String(p.first)
        v = p.second
        if !force && haskey(table, k) && (v === missing || table[k] != v)
            throw(ArgumentError("Cannot set preference '$(k)' to '$(v)' for $(pkg_name) in $(target_toml): preference already set to '$(table[k])'!"))
        end
        if v === nothing
            delete!(table, k)
            clear = haskey(table, "__clear__") ? Any[x for x in table["__clear__"]] : Any[]
            k in clear || push!(clear, k)
            table["__clear__"] = String[x for x in clear]
        elseif v === missing
            delete!(table, k)
        else
            table[k] = v
            if haskey(table, "__clear__")
                rest = String[x for x in table["__clear__"] if x != k]
                isempty(rest) ? delete!(table, "__clear__") : (table["__clear__"] = rest)
            end
        end
    end
    mkpath(dirname(target_toml))
    open(target_toml, "w") do io
        _toml_print(io, d)
    end
    return nothing
end

"""
    delete_preferences!(m::Module, keys::String...; block_inheritance=false)

Removes preferences of the package that defines `m` (with
`block_inheritance=true`, also hides values set by lower-precedence files).
"""
delete_preferences!(m::Module, keys::AbstractString...; block_inheritance::Bool=false, kwargs...) =
    set_preferences!(m, [String(k) => (block_inheritance ? nothing : missing) for k in keys]...; kwargs..., force=true)
delete_preferences!(u, keys::AbstractString...; kwargs...) = _uuid_unsupported()

# ---- the macros, for the calling module --------------------------------------------------------

macro load_preference(key, default=nothing)
    return :(load_preference($__module__, $(esc(key)), $(esc(default))))
end
macro has_preference(key)
    return :(has_preference($__module__, $(esc(key))))
end
macro set_preferences!(prefs...)
    return :(set_preferences!($__module__, $(map(esc, prefs)...)))
end
macro delete_preferences!(prefs...)
    return :(delete_preferences!($__module__, $(map(esc, prefs)...)))
end

# ---- TOML printing (Julia's TOML.print with sorted=true) ---------------------------------------

_is_table(v) = v isa AbstractDict
_is_array_of_tables(v) = v isa AbstractVector && !isempty(v) && all(x -> x isa AbstractDict, v)
_is_tabular(v) = _is_table(v) || _is_array_of_tables(v)

function _bare_key(k::String)
    isempty(k) && return false
    for c in k
        ('a' <= c <= 'z' || 'A' <= c <= 'Z' || '0' <= c <= '9' || c == '_' || c == '-') || return false
    end
    return true
end

function _print_toml_string(io::IO, s::AbstractString)
    print(io, '"')
    for c in s
        if c == '"'
            print(io, "\\\"")
        elseif c == '\\'
            print(io, "\\\\")
        elseif c == '\n'
            print(io, "\\n")
        elseif c == '\t'
            print(io, "\\t")
        elseif c == '\r'
            print(io, "\\r")
        elseif c < ' ' || c == '\x7f'
            print(io, "\\u", string(UInt32(c), base=16, pad=4))
        else
            print(io, c)
        end
    end
    print(io, '"')
end

function _print_key(io::IO, ks::Vector{String})
    for (i, k) in enumerate(ks)
        i > 1 && print(io, '.')
        _bare_key(k) ? print(io, k) : _print_toml_string(io, k)
    end
end

function _print_value(io::IO, v)
    if v isa AbstractString
        _print_toml_string(io, v)
    elseif v isa Bool
        print(io, v ? "true" : "false")
    elseif v isa Integer
        print(io, Int64(v))
    elseif v isa AbstractFloat
        x = Float64(v)
        print(io, isnan(x) ? "nan" : isinf(x) ? (x > 0 ? "+inf" : "-inf") : string(x))
    elseif v isa AbstractVector
        print(io, '[')
        for (i, x) in enumerate(v)
            i > 1 && print(io, ", ")
            _print_value(io, x)
        end
        print(io, ']')
    elseif v isa AbstractDict
        print(io, '{')
        first = true
        for k in sort!(collect(keys(v)))
            first || print(io, ", ")
            first = false
            _print_key(io, [String(k)])
            print(io, " = ")
            _print_value(io, v[k])
        end
        print(io, '}')
    elseif v isa Symbol
        _print_toml_string(io, String(v))
    else
        throw(ArgumentError("a preference value must be a TOML value (string, number, boolean, array or table), got $(typeof(v))"))
    end
end

function _toml_print(io::IO, d::AbstractDict)
    _print_table(io, d, String[], 0, true)
    return nothing
end

function _print_table(io::IO, a::AbstractDict, ks::Vector{String}, indent::Int, first_block::Bool)
    akeys = sort!(String[String(k) for k in keys(a)])
    for key in akeys
        value = a[key]
        _is_tabular(value) && continue
        print(io, " "^(4 * max(0, indent - 1)))
        _print_key(io, [key])
        print(io, " = ")
        _print_value(io, value)
        print(io, "\n")
        first_block = false
    end
    for key in akeys
        value = a[key]
        if _is_table(value)
            push!(ks, key)
            header = isempty(value) || !all(_is_tabular, collect(values(value)))
            if header
                first_block || println(io)
                first_block = false
                print(io, " "^(4 * indent), "[")
                _print_key(io, ks)
                print(io, "]\n")
            end
            _print_table(io, value, ks, indent + (header ? 1 : 0), header ? true : first_block)
            pop!(ks)
        elseif _is_array_of_tables(value)
            push!(ks, key)
            for t in value
                first_block || println(io)
                first_block = false
                print(io, " "^(4 * indent), "[[")
                _print_key(io, ks)
                print(io, "]]\n")
                _print_table(io, t, ks, indent + 1, true)
            end
            pop!(ks)
        end
    end
end

end
