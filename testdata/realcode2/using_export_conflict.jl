# A name exported by two used modules with different bindings is ambiguous
# in the using module, as Julia 1.10's using_resolve_binding (src/module.c)
# decides: the modules used last are tried first, the first conflict prints
# "WARNING: both A and B export "x"; uses of it in module M must be
# qualified" once, and the name stays undefined (UndefVarError) until it is
# imported explicitly. The same binding re-exported (import Base: peek) or a
# constant holding the same value (const peek = Base.peek) is no conflict.
module C
export peek, twice
peek(x::Int) = x + 1
twice(x) = 2x
end
module D
import Base: peek
export peek
end
module E
const peek = Base.peek
export peek
end
using .D, .E
println(peek(IOBuffer("xy")))
using .C
println(C.peek(1), " ", twice(3))
f() = peek(1)
try
    f()
catch e
    println(typeof(e), " ", e.var)
end
try
    peek(1)
catch e
    println(typeof(e), " ", e.var)
end
println(isdefined(Main, :peek))
import .C: peek
println(peek(1))
