# Float64 against Int64 near typemax(Int64), inside compiled functions.
# Julia's float.jl compares exactly: `<(x::Int64, y::Float64)` converts x to
# Float64 and, when that ties, compares x with unsafe_trunc(Int64, fx),
# which for fx == 2.0^63 is out of range. Julia's codegen freezes every
# fptosi/fptoui (src/intrinsics.cpp, generic_cast: CreateFreeze), so that
# value is some Int64 and the `|`/`&` around it decide; unfrozen, LLVM's
# poison made the whole comparison undefined (a branch on it returned
# garbage, and Combinatorics' `round(p > typemax(Int) ? BigInt : Int, p)`
# crashed).
above(x) = x > typemax(Int) ? "above" : "not above"
below(x) = x < typemax(Int) ? "below" : "not below"
pick(x) = round(x > typemax(Int) ? BigInt : Int, x)
function table(xs)
    for x in xs
        println(x, ": ", above(x), ", ", below(x), ", ", x == typemax(Int), ", ", typemax(Int) <= x)
    end
end
table([7.0, 2.0^62, 2.0^63, 9.3e18, -2.0^63])
lo(x) = (x == typemin(Int), typemin(Int) < x, x < typemin(Int))
println(lo(-2.0^63), " ", lo(-2.0^63 - 4096.0), " ", lo(0.0))
for x in (7.0, 2.5e6, 1.0e19)
    r = pick(x)
    println(r, " ", typeof(r))
end
# unsigned and 128-bit edges take the same route
ua(x) = x > typemax(UInt64) ? 1 : 0
ia(x) = x >= typemax(Int128) ? 1 : 0
println(ua(2.0^64), ua(2.0^63), ia(2.0^127), ia(2.0^126))
