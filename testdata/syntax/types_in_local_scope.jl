# A type definition inside a top-level `let` or a @testset's body declares
# its name global in that whole scope, as Julia's lowering expands
# `struct S … end` to `(block (global S) (const S) …)` (julia-syntax.scm,
# struct-def-expr): a method `S(x::String) = …` beside it extends the global
# type instead of making a local function, and the type stays defined after
# the block. (Julia's own test/intfuncs.jl defines `struct MyInt` with an
# outer constructor inside a @testset this way.)
using Test

let
    struct Meters
        v::Float64
    end
    Meters(s::String) = Meters(parse(Float64, s))
    abstract type Unit end
    primitive type Tag8 <: Unit 8 end
    Tag8(x::Int) = reinterpret(Tag8, UInt8(x))
    println(Meters("2.5"), " ", Meters(1.0))
    println(reinterpret(UInt8, Tag8(7)), " ", Tag8 <: Unit)
end
println(Meters("4"), " ", length(methods(Meters)))

@testset "outer constructor in a testset" begin
    struct MyInt <: Integer
        x::Int
    end
    MyInt(x::MyInt) = x
    Base.Int(x::MyInt) = x.x
    @test MyInt(MyInt(3)).x == 3
    @test Int(MyInt(5)) == 5
end
println(MyInt(MyInt(9)).x)

# a local function that is not a type's name stays local
let
    struct Wrapper{T}
        x::T
    end
    helper(w) = w.x * 2
    println(helper(Wrapper(21)))
end
println(isdefined(Main, :helper), " ", isdefined(Main, :Wrapper))
