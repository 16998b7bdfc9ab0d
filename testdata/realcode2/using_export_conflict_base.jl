# A user module exporting a name Base also exports (peek): `using` it makes
# the unqualified name ambiguous in Main (Julia 1.10 warns and throws
# UndefVarError, src/module.c using_resolve_binding), instead of silently
# calling Base.peek.
module C
export peek
peek(x::Int) = x + 1
end
using .C
println(C.peek(1))
peek(1)
