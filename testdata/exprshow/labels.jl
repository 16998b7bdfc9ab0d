# @show labels, @assert messages, string/repr/print of quoted Exprs and a
# failing @test's Expression line, as Julia 1.10 prints them (base/show.jl
# show_unquoted: @show labels with sprint(show_unquoted, ex), string and
# print with show_unquoted(io, ex, 0, -1), repr with :( ) around; blocks
# multi-line with #= file:line =# comments from the source lines).
# Julia's LineNumberNodes name the file by its absolute path (Kiln: the
# path it was given, as in its error messages and Test reports; see
# testdata/README.md). The strings below replace it with FILE; the @show
# labels of block forms print it as Kiln has it.
using Test

nopath(s) = replace(s, r"#= [^ ]*labels\.jl:" => "#= FILE:")

x = [1.0, 2.0]
f(v) = v
@show x'
@show f(x)'
@show f.(x)
@show x .+ 1
@show [i^2 for i in 1:3]
@show [i for i in 1:5 if isodd(i)]
@show [(i, j) for i in 1:2 for j in 1:i]
@show sum(i for i in 1:3)
@show [1 2; 3 4]
@show [1 2 3]
@show [x; x]
@show 2x
@show -x[1]^2
@show (a = 1, b = 2)
@show Int[1, 2]
@show x[end]
@show 1:2:7
@show string("a", 1)
@show "v=$(x[1])"
@show :sym
@show :(a + b)
@show @isdefined(x)
@show -(x[1] + 1)
@show !isempty(x)
@show let y = 1
    y + 1
end
@show begin
    1
    2
end
@show if x[1] > 0
    "pos"
else
    "neg"
end

println(string(:(x')))
println(string(:(2x + 1)))
println(string(:(f.(x, 1))))
println(string(:(f(x; a = 1))))
println(string(:(a ? b : c)))
println(nopath(repr(:(x -> x + 1))))
println(repr(:(:x)))
println(repr(:(y = x[1] + 1)))
print(nopath(string(quote
    a = 1
    if a > 0
        b = 2
    else
        b = 3
    end
    for i in 1:2
        b += i
    end
end)))
println()
print(nopath(repr(quote
    while false
        nothing
    end
end)))
println()

try
    @assert x[1] > 5
catch e
    println(e)
end
try
    @assert [i for i in x] == []
catch e
    println(e)
end

try
    @testset "labels" begin
        @test x' == [1 3]
        @test sum(i for i in x if i > 1) == 3
    end
catch e
    println(typeof(e))
end
