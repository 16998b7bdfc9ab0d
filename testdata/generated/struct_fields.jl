# @generated functions over struct types (Julia 1.10 manual, "Generated
# functions"): inside the generator the argument is its type, so
# fieldnames, fieldcount, fieldtypes and the type's parameters are known
# and the body is built from them; in the body the argument is the value.

struct Point3
    x::Float64
    y::Float64
    z::Float64
end

struct Rec
    id::Int
    name::String
    ok::Bool
end

@generated function astuple(s)
    ex = Expr(:tuple)
    for f in fieldnames(s)
        push!(ex.args, :(getfield(s, $(QuoteNode(f)))))
    end
    return ex
end
println(astuple(Point3(1.0, 2.0, 3.0)))
println(astuple(Rec(7, "seven", true)))

@generated function asnamedtuple(s)
    names = fieldnames(s)
    vals = [:(getfield(s, $i)) for i in 1:fieldcount(s)]
    :(NamedTuple{$names}(($(vals...),)))
end
println(asnamedtuple(Rec(1, "a", false)))

# a literal result: the body is the constant
@generated nfields_of(s) = fieldcount(s)
println(nfields_of(Point3(0.0, 0.0, 0.0)), " ", nfields_of(Rec(0, "", true)), " ", nfields_of(1))

# a Symbol result: the body is that variable
@generated same(s) = :s
println(same(Rec(2, "b", true)))

# Expr(:block, ...) and Expr(:call, ...) built by hand
@generated function fieldsum(s)
    ex = Expr(:block, :(acc = 0.0))
    for (i, T) in enumerate(fieldtypes(s))
        if T <: Number
            push!(ex.args, Expr(:(+=), :acc, Expr(:call, :getfield, :s, i)))
        end
    end
    push!(ex.args, :acc)
    ex
end
println(fieldsum(Point3(1.0, 2.0, 3.5)))
println(fieldsum(Rec(5, "x", true)))

# the generator may call ordinary functions
describe_type(T) = string(nameof(T), " with ", fieldcount(T), " fields: ", join(fieldnames(T), ", "))
@generated describe(s) = describe_type(s)
println(describe(Rec(0, "", false)))

# `quote ... end` with several statements and interpolated types
@generated function typed_copy(s)
    T = s
    args = [:(s.$f) for f in fieldnames(T)]
    quote
        r = $T($(args...))
        (r, r == s)
    end
end
println(typed_copy(Point3(1.0, -1.0, 0.5)))

# a Type argument: its "type" is Type{T}; static parameters are values
@generated function zeros_of(::Type{T}, ::Val{N}) where {T,N}
    Expr(:tuple, [:(zero($T)) for _ in 1:N]...)
end
println(zeros_of(Float64, Val(3)))
println(zeros_of(Int, Val(2)))

# varargs: the name is bound to the tuple of the arguments' types
@generated function argtypes(xs...)
    :($(string(xs)), $(length(xs)))
end
println(argtypes(1, 2.0, 'c'))
println(argtypes())
