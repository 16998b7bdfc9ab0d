# Helpers of Julia 1.10's Base that packages import by name, as
# DataStructures.jl's `using Base: isbitsunion, isiterable, findnextnot,
# unsafe_getindex, unsafe_setindex!, …` does. Julia 1.10 sources relied on:
# base/reflection.jl (isbitsunion), base/essentials.jl (isiterable),
# base/abstractarray.jl (unsafe_getindex/unsafe_setindex!), base/bitarray.jl
# (findnextnot/findprevnot), base/dict.jl (secret_table_token),
# base/abstractdict.jl (filter_in_one_pass!), base/array.jl (_unsetindex!,
# @default_eltype), src/sys.c (jl_getpagesize), base/boot.jl (VecElement).
using Base: isbitsunion, isiterable, findnextnot, findprevnot, unsafe_getindex,
    unsafe_setindex!, secret_table_token, filter_in_one_pass!, _unsetindex!

println(isbitsunion(Union{Int,Float64}), " ", isbitsunion(Union{Int,String}), " ", isbitsunion(Int))
struct NotIterable end
println(isiterable(Vector{Int}), " ", isiterable(Int), " ", isiterable(NotIterable), " ", isiterable(Dict{Int,Int}))

b = BitVector([true, true, false, true, false])
println(findnextnot(b, 1), " ", findnextnot(b, 4), " ", findnextnot(b, 5))
println(findprevnot(b, 4), " ", findprevnot(b, 2) === nothing)

v = [10, 20, 30]
println(unsafe_getindex(v, 2))
unsafe_setindex!(v, 99, 3)
println(v)

println(secret_table_token isa Symbol)
d = Dict(1 => "a", 2 => "b", 3 => "c", 4 => "d")
filter_in_one_pass!(p -> iseven(p.first), d)
println(sort(collect(keys(d))))

s = ["x", "y", "z"]
r = _unsetindex!(s, 2)
println(r === s, " ", isassigned(s, 1), " ", isassigned(s, 2), " ", isassigned(s, 3))
n = [1, 2, 3]
_unsetindex!(n, 2)
println(isassigned(n, 2))
try
    _unsetindex!(s, 4)
catch e
    println(typeof(e))
end

g = (x * 2 for x in 1:3)
println(Base.@default_eltype(g))
println(Base.@default_eltype([1.0, 2.0]))

pagesize = ccall(:jl_getpagesize, Clong, ())
println(pagesize > 0, " ", ispow2(pagesize))

e = VecElement(0x05)
println(typeof(e), " ", e.value)
println(NTuple{2,VecElement{UInt8}})
println(NTuple{16,VecElement{UInt8}})
