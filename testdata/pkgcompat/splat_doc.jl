# Base.splat prints as the call that makes it (Julia 1.10's operators.jl:
# print, show and show with text/plain), and Base.@__doc__ (Julia 1.10's
# docs/Docs.jl) passes a macro's definitions through.
println(repr(splat(+)), " ", repr(MIME"text/plain"(), splat(+)), " ", string(splat(max)))
println(splat(+)((1, 2, 3)))
macro deftype(name)
    quote
        Base.@__doc__ struct $(esc(name))
            x::Int
        end
    end
end
"A documented type"
@deftype Foo
println(Foo(3))
