# Functions Julia 1.10 has that Kiln lacked (base/moreutils.jl): sinpi/cospi/
# sincospi (Julia's kernels), rem2pi/mod2pi (exact reduction), foldr,
# mergewith, allequal, isdisjoint, clamp!, popat!, keepat!, replace!,
# intersect!/setdiff!, cumsum!/accumulate!, propertynames, hex, countlines.
println(sinpi(1.0), " ", sinpi(-1.0), " ", sinpi(0.5), " ", sinpi(1/6), " ", cospi(0.5), " ", cospi(1.0), " ", cospi(1/3), " ", sincospi(1.5), " ", sinpi(2), " ", cospi(3))
println(mod2pi(7.0), " ", mod2pi(-1.0), " ", rem2pi(4.0, RoundNearest), " ", rem2pi(-4.0, RoundToZero), " ", mod2pi(2π))
println(foldr(-, 1:4), " ", mapfoldr(x -> 2x, -, 1:4), " ", foldr(*, String[]; init="e"))
println(mergewith(+, Dict(:a => 1, :b => 2), Dict(:b => 10, :c => 5)) == Dict(:a => 1, :b => 12, :c => 5))
println(allequal([1, 1, 1]), allequal([1, 2]), allequal(Int[]), " ", isdisjoint([1, 2], [3]), isdisjoint(1:3, [3]))
a = [1, 5, 10]; clamp!(a, 2, 8); println(a)
b = [10, 20, 30]; println(popat!(b, 2), " ", b, " ", popat!(b, 9, :none))
c = collect(1:6); keepat!(c, [1, 3, 5]); println(c, " ", keepat!([1, 2, 3], [true, false, true]))
println(replace!([1, 2, 1, 3], 1 => 0), " ", replace!(x -> 2x, [1, 2]), " ", replace!([1, 1, 1], 1 => 9; count=2))
s = Set([1, 2, 3]); intersect!(s, [2, 3, 4]); println(sort(collect(s)), " ", sort(collect(setdiff!(Set([1, 2, 3]), [2]))))
println(cumsum!(zeros(Int, 3), [1, 2, 3]), " ", accumulate!(max, zeros(Int, 4), [1, 3, 2, 5]))
struct PP; x::Int; y::Int; end
println(propertynames(PP(1, 2)), " ", hasproperty(PP(1, 2), :y), " ", hasproperty(PP(1, 2), :z))
println(bytes2hex(UInt8[0xde, 0xad, 0x01]), " ", hex2bytes("deAD01"))
println(Cint, " ", Cdouble, " ", Csize_t)
path = tempname(); write(path, "a\nb\nc"); println(countlines(path)); write(path, "a\nb\n"); println(countlines(path)); rm(path)
println(mod2pi(2π), " ", mod2pi(1e20), " ", mod2pi(-1e300), " ", rem2pi(1e17, RoundNearest))
println(@evalpoly(2, 1, 2, 3), " ", @evalpoly(0.5, 1.0, -1.0))
