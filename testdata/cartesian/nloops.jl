# Base.Cartesian.@nloops (Julia 1.10, base/cartesian.jl): N nested loops,
# dimension N outermost; the range is axes(A, d) for an array symbol or an
# anonymous function of d; optional pre/post expressions run first/last
# in loop d's body; the body and the loop parts refer to the caller's scope.
using Base.Cartesian

A = reshape(collect(1.0:6.0), 2, 3)
s = 0.0
@nloops 2 i A begin
    global s += @nref 2 A i
end
println(s)

# order: i_1 varies fastest
@nloops 2 i d -> 1:size(A, d) begin
    print((i_1, i_2), " ")
end
println()

# three dimensions with ranges that depend on d
@nloops 3 k d -> 1:d begin
    print(k_1, k_2, k_3, " ")
end
println()

# a sum in a function: s is the function's local
function mysum(B::Matrix{Float64})
    s = 0.0
    @nloops 2 i B begin
        s += @nref 2 B i
    end
    s
end
println(mysum(A))
println(s)

# pre-expression: j_d = min(i_d, 2)
function clampsum(B)
    t = 0
    @nloops 2 i B d -> j_d = min(i_d, 2) begin
        t += @nref 2 B j
    end
    t
end
println(clampsum([1 2 3; 4 5 6; 7 8 9]))

# pre and post expressions
function prepost(n)
    @nloops 2 k d -> 1:n d -> println("pre ", d, " ", k_d) d -> println("post ", d) begin
        println("body ", k_1, " ", k_2)
    end
end
prepost(2)

# only a post expression: a pre expression of nothing (a bare `nothing`
# is a Symbol, which the Expr-typed arguments reject, as in Julia)
function postonly()
    @nloops 2 i d -> 1:2 d -> nothing d -> print("end", d, " ") begin
        print(i_1, i_2, " ")
    end
    println()
end
postonly()

# qualified name, without `using`, in another module; the loop variable
# and the accumulator belong to that module's function
module M
function count3(n)
    c = 0
    Base.Cartesian.@nloops 3 i d -> 1:n begin
        c += 1
    end
    c
end
end
println(M.count3(4))

# N == 0: just the body
function zero_d()
    x = 0
    @nloops 0 i d -> 1:3 begin
        x += 1
    end
    x
end
println(zero_d())

# a range using the outer loop's variable, i_{d+1}; the conditional on
# d is folded when the macro expands
@nloops 2 i d -> d == 2 ? (1:2) : (i_{d+1}:2) begin
    print((i_1, i_2), " ")
end
println()

# hygiene: the body's `d` and `s` are the caller's; the array form calls
# Base.axes even where the module has its own `axes`
module Shadow
using Base.Cartesian
axes(x, d) = error("not this axes")
function walk(A)
    d = 100
    s = 0
    @nloops 2 i A begin
        s += d + @nref 2 A i
    end
    s
end
end
println(Shadow.walk([1 2; 3 4]))
