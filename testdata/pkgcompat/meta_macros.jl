# Base.@_propagate_inbounds_meta, @_inline_meta, @_noinline_meta and
# @_pure_meta (Julia 1.10's base/essentials.jl and expr.jl), as StaticArrays
# imports them: their expansions are meta statements whose symbols hygiene
# leaves alone (macroexpand.scm only unescapes a `meta` expression).
module M
import Base: @_propagate_inbounds_meta, @_inline_meta, @_noinline_meta, @_pure_meta
f(x) = (@_propagate_inbounds_meta; x[1])
g(x) = (@_inline_meta; x + 1)
h(x) = (@_noinline_meta; x * 2)
end
println(M.f([5]), " ", M.g(1), " ", M.h(3))
println(macroexpand(Main, :(Base.@_propagate_inbounds_meta)))
println(macroexpand(Main, :(Base.@_inline_meta)))
println(macroexpand(Main, :(Base.@_noinline_meta)))
println(macroexpand(Main, :(Base.@_pure_meta)))
macro mymeta()
    Expr(:meta, :inline)
end
println(macroexpand(Main, :(@mymeta)))
