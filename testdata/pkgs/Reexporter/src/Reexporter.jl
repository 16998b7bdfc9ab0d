# A package in the style of Reexport.jl (written for Kiln's tests): a macro
# that builds `using .$name` and export statements evaluated at run time.
module Reexporter

export @reexport, exported_names

"""
    exported_names(m::Module)

The names `m` exports (its own name, its definitions and what it
re-exports), sorted.
"""
exported_names(m::Module) = sort!([n for n in names(m; all=true, imported=true) if Base.isexported(m, n)])

"""
    @reexport using A, B
    @reexport module M … end

Export, from the calling module, every name the used modules export.
"""
macro reexport(ex)
    Meta.isexpr(ex, (:using, :module)) || error("@reexport: expected `using` or `module`")
    ev = GlobalRef(Core, :eval)
    if ex.head === :module
        name = ex.args[2]
        mods = Any[name]
        ex = Expr(:toplevel, ex, :(using .$name))
    else
        mods = Any[path.args[end] for path in ex.args]
    end
    out = Expr(:toplevel, ex)
    for m in mods
        push!(out.args, :($ev($__module__, Expr(:export, $exported_names($m)...))))
    end
    return esc(out)
end

end
