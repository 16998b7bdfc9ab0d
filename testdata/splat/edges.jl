# Edge cases of splatting values of run-time length into calls (issue 14):
# a vector too short or too long for the method's arity, an empty vector
# where a function needs arguments, a Vector{Any}, several splats in one
# call, splats among fixed arguments, and other iterables (a tuple, a
# generator, a Set, a String, a Matrix, a range). The MethodError texts are
# Julia 1.10's first line of showerror (base/errorshow.jl).
maxall(v) = max(v...)
sub(a, b) = a - b
subv(v) = sub(v...)
f3(a, b, c) = a * 100 + b * 10 + c
nested(a, b) = f3(a..., b...)
mixed(v) = f3(1, v..., 2)

function report(f, xs...)
    try
        println(f(xs...))
    catch e
        println(split(sprint(showerror, e), '\n')[1])
    end
end

report(maxall, Int[])
report(subv, [1])
report(subv, [5, 2])
report(subv, [1, 2, 3])
report(maxall, Any[1, 2.5])
report(maxall, Any[])
report(subv, Any[1, "a"])
report(subv, Any[10, 4])
report(nested, [1, 2], [3])
report(nested, Int[], [4, 5, 6])
report(nested, (1,), [2, 3])
report(nested, [1], [2])
report(mixed, [7])
report(mixed, [7, 8])
report(mixed, Int[])
report(maxall, (x^2 for x in 1:4))
report(maxall, Set([3, 9, 2]))
report(maxall, [1 5; 3 2])
report(maxall, 4:-1:2)
report(v -> string(v...), "abc")
report(v -> Tuple(v), [1, 2])
report(vs -> collect(zip(vs...)), [[1, 2], [3, 4]])
report(vs -> hcat(vs...), [[1, 2], [3, 4]])
report(vs -> cat(vs...; dims=1), [[1], [2, 3]])
report(v -> max(v..., 0), [-5, -2])
# Concatenations of a splatted vector whose elements disagree, or none.
report(vs -> hcat(vs...), [[1, 2], [3]])
report(vs -> hcat(vs...), Vector{Float64}[])
report(ms -> vcat(ms...), [[1 2], [3 4 5]])
report(ms -> hcat(ms...), [[1 2], [3 4; 5 6]])
report(v -> vcat(v...), Any[1, 2.5])
report(v -> hcat(v...), Any[1, 2.5])
report(ps -> Dict(ps...), ["a" => 1, "a" => 2])
