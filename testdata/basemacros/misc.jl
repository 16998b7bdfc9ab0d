# @isdefined (locals by definedness on the path, globals of the module),
# @static if (base/osutils.jl), @something / @coalesce (base/some.jl),
# @assert with a message (AssertionError prints the message),
# @__FILE__/@__DIR__ (absolute, as include records the path),
# @__LINE__, @__MODULE__, @show.
function defined_paths(c)
    if c
        y = 1
    end
    a = @isdefined y
    z = 2
    return (a, @isdefined(z), @isdefined(c))
end
println(defined_paths(true), " ", defined_paths(false))
g = 1
println(@isdefined(g), " ", @isdefined(not_a_name), " ", @isdefined(sin))
let
    local q
    print(@isdefined(q), " ")
    q = 3
    println(@isdefined q)
end

@static if Int === Int32
    println("32-bit")
else
    println("64-bit")
end
@static Int === Int64 ? println("Int64") : println("other")
const HAS = @static if sizeof(Int) == 8 "eight" elseif sizeof(Int) == 4 "four" end
println(HAS)

firstvalue(x, y) = @something(x, y, 0)
println(firstvalue(nothing, 2), " ", firstvalue(nothing, nothing), " ", @something(nothing, Some(nothing)) === nothing)
calls = Int[]
side(i) = (push!(calls, i); i == 2 ? 2 : nothing)
println(@something(side(1), side(2), side(3)), " ", calls)
println(@coalesce(missing, 5), " ", @coalesce(missing, missing) === missing)

println(startswith(@__FILE__, "/"), " ", endswith(@__FILE__, "/basemacros/misc.jl"), " ", @__DIR__() * "/misc.jl" == @__FILE__)
println(@__LINE__, " ", @__MODULE__)
x = 3
@show x + 1
try
    @assert x == 4 "x should be 4, got $x"
catch e
    println(e)
end
try
    @assert x > 10
catch e
    println(e)
end
@assert 1 + 1 == 3 "arithmetic"
