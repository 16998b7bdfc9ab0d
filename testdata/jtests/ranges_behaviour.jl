# Ranges as Julia 1.10's test/ranges.jl checks them: range(...) with any
# three of start/step/stop/length (keywords and positional, the errors),
# float ranges built from exact rational forms (TwicePrecision arithmetic,
# StepRangeLen indexing by ranges, +, -, *, /, sum, reverse, conversions
# and promotion between range types), LinRange, in/intersect/issubset/
# findfirst on ranges, overflow in length and indexing, and the printed
# forms. Behaviour per Julia 1.10's base/range.jl and base/twiceprecision.jl.

using Base.Checked: checked_length

show_err(f) = try
    println(f())
catch e
    println(typeof(e), e isa ArgumentError ? ": " * first(split(e.msg, '\n')) : "")
end

# range(...) with any three of start, step, stop, length
println(range(1, 10, 4), " ", range(1, 10; length=4), " ", range(; start=1, stop=5))
println(range(; stop=5), " ", range(; length=3), " ", range(; stop=6.5), " ", range(; stop=3, length=2))
println(range(1, step=5, length=4), " ", range(stop=10, step=2, length=3), " ", range(1, 3.5, step=2))
println(typeof(range(stop=10.0, step=2, length=4)), " ", range(stop=10.0, step=2, length=4))
println(typeof(range(2.0, step=1im, length=3)), " ", collect(range(2.0, step=1im, length=3)))
println(range(1, step=1//2, length=3), " ", typeof(range('a', step=2, length=3)), " ", collect(range('a', step=2, length=3)))
println(typeof(range(Int8(5), length=3)), " ", typeof(range(stop=UInt32(5), length=3)))
println(range(typemax(Int), length=UInt(0)) |> length |> typeof, " ", range(0, stop=0.0, length=4))
for f in (() -> range(1), () -> range(1, step=4), () -> range(; step=2, stop=7.5),
          () -> range(1.0, step=0.25, stop=2.0, length=5), () -> range(; length=5.5),
          () -> range(0.25, stop=0.5, length=1), () -> UnitRange('a', 'b'))
    show_err(f)
end

# float ranges: exact elements and lengths
r = 0.1:0.1:0.3
println(r, " ", r[2] === 0.2, " ", collect(r), " ", length(1.1:1.3:3), " ", length(2:-.2:1))
println(collect(0.0:0.1:nextfloat(0.3)) == [0.0, 0.1, 0.2, nextfloat(0.3)], " ", collect(prevfloat(0.1):0.1:0.3))
println(range(1, stop=5, length=7), " ", range(0.1, stop=0.3, length=3)[2] === 0.2, " ", typeof(range(1.0f0, 2.0f0, length=2)))
println(range(log(0.2), stop=log(10.0), length=10)[end] == log(10.0), " ", (range(0.10000000000000045, stop=1, length=50))[end] === 1.0)
let u = eps(0.0), v = range(-u, stop=u, length=3)
    println(collect(v), " ", first(range(u, stop=-u, length=0)), " ", last(range(u, stop=-u, length=0)))
end
let a = floatmax(), s = range(-a, stop=a, length=9007199254740992)
    println(first(s) == -a, " ", last(s) == a, " ", length(s), " ", collect(range(-a, stop=a, length=3)))
end
println(sum(0:0.1:10), " ", sum(10000.:-0.0001:0), " ", sum(0:0.000001:1))
println(1.0:1/49:27.0 == range(1.0, stop=27.0, length=1275), " ", isequal(1.0:1/49:27.0, Vector(49:1323) ./ 49))

# StepRangeLen arithmetic, indexing by ranges, conversions and promotion
r1, r2 = 1.0:0.1:2.0, 1.0f0:0.2f0:3.0f0
println(r1 + r2, " ", r1 + r2 == 2.0:0.3:5.0, " ", (r1 + r2) - r2 == r1, " ", 2 * r1, " ", r1 / 2)
let r = (-0.1:0.1:0.3) + broadcast(+, -0.3:0.1:0.1, 1e-12)
    println(r[3], " ", r[3] == 1e-12)
end
let r = -0.004532318104333742:1.2597349521122731e-5:0.008065031416788989
    println(length(r[1:end-1]) == length(r) - 1, " ", r[1:2:end] isa StepRangeLen, " ", r[5:-2:1][2] ≈ r[3])
end
println(promote(0f0:inv(3f0):1f0, 0.:2.:5.), " ", promote(0:1/3:1, 0:5), " ", promote(0:1, UInt8(2):UInt8(5)))
println(convert(StepRangeLen{Float64}, 0f0:inv(3f0):1f0) === 0:1/3:1, " ", convert(LinRange, 0.0:0.1:0.3), " ", convert(StepRange, 0:5))
println(StepRange{Int32}(1:1:4), " ", typeof(StepRange{Int32}(1:1:4)))
println(reverse(1.0:0.0) === StepRangeLen(Base.TwicePrecision(1.0, 0.0), Base.TwicePrecision(-1.0, -0.0), 0), " ", reverse(0.1:0.1:1)[end])
println(0.2 * (-2:2), " ", (10:-1:1) * 0.1, " ", 0 * (1:4), " ", repr(0.0 * (1:4)))
let x = Base.TwicePrecision{Float64}(1), z = Base.TwicePrecision{Float64}(0)
    println(Float64(x + z), " ", Float64(x * 0.0), " ", Float64(x / z), " ", isnan(Float64(z / z)), " ", zero(typeof(x)) === z)
end
println(typeof(range(1.0, stop=2.0, length=10).ref), " ", Float32(range(1.0, stop=2.0, length=10).ref))
for f in (() -> StepRangeLen{Int}(1, 1//2, 2), () -> LinRange{Int}(1, 5, 4), () -> StepRange(1, 1//2, 2),
          () -> (1:5) + (1:6), () -> range(1., stop=5., length=5) - range(1., stop=5., length=6))
    show_err(f)
end

# LinRange
println(LinRange(0, 3, 4) * 2 == LinRange(0, 6, 4), " ", -LinRange{Int}(0, 3, 4) === LinRange{Int}(0, -3, 4), " ", reverse(LinRange{Float64}(0., 3., 4)))
println(LinRange(1, 4, 4)[1:4] isa LinRange, " ", eltype(LinRange{Int}(1, 5, 3)), " ", LinRange(2, 1, 0) == 2:1)

# in, intersect, issubset, findfirst
println(3 in 5:-1:1, " ", 1//1 in 1.0:3.0, " ", Complex(1, 0) in 1:3, " ", 1e40 ∉ 0:1.0, " ", 'c' in 'a':2:'e', " ", 0 in UInt(0):100:typemax(UInt))
println(3.0 in (-4 * Int64(maxintfloat(Float64))):5, " ", (0.0:0.01:1.0)[30] in 0.0:0.01:1.0, " ", 41784 in StepRangeLen(41784, 0, 3))
println(intersect(-15:4:7, -10:-2), " ", intersect(13:-2:1, -2:8), " ", intersect(-51:5:100, -33:7:125), " ", intersect(1:11, -2:3:15))
println(intersect(24:-3:0, 24:-4:0), " ", intersect(UnitRange(1, 2), 3), " ", intersect(1.0:3.0, 2), " ", intersect(1:typemax(Int), [3, 1, 3]))
println(issubset(Base.OneTo(0), Base.OneTo(-3)), " ", issubset(1:3:10, 1:10), " ", intersect(Base.OneTo(3), Base.OneTo(2)), " ", union(Base.OneTo(3), Base.OneTo(4)))
println(findfirst(==(2), big(1):big(2)) === 2, " ", findfirst(isequal(7), 1:2:10), " ", findfirst(==(10), 1:2:10))

# overflow: length wraps, checked_length throws, indexing checks bounds
println(length(typemin(Int):typemax(Int)), " ", length(zero(UInt):typemax(UInt)), " ", length(typemin(Int):2:typemax(Int)))
for f in (() -> checked_length(typemin(Int):typemax(Int)), () -> checked_length(Char(0):Char(0x1fffff)),
          () -> (Int8(-100):Int8(100))[400], () -> (-100:100)[typemax(UInt)], () -> (false:true)[3],
          () -> (1:3:4)[typemax(Int) ÷ 3 * 2 + 3], () -> (1:2)[true])
    show_err(f)
end
println((-10:2:typemax(Int))[typemax(Int) ÷ 2 + 2] == typemax(Int) - 9, " ", length(UInt(100):-1:1) === UInt(100))

# minimum/argmin of ranges, OneTo, sorting
show_err(() -> minimum(1:2:-1))
println(argmin(10:-1:0), " ", argmax(range(10.3, step=-2, length=7)), " ", first(Base.OneTo(3), 2), " ", sort(-3:3, rev=true))
show_err(() -> first(Base.OneTo(3), -20))
println(isassigned(1:3, 3), " ", isassigned(1:3, 4), " ", keytype(Int128(1):Int128(5)), " ", valtype(1:0.5:2))

# printing
println(repr(StepRangeLen(1, 0, 4)), " ", repr(StepRangeLen(Int8(1), Int8(2), 3, 2)), " ", sprint(show, LinRange{Float32}(1.5, 2.5, 10)))
println(0.0:-5.0, " ", Float32(0):Float32(-5), " ", 1.0:0.5:2.0, " ", range(0, stop=100, length=10000))
show(stdout, MIME"text/plain"(), LinRange{Float64}(1, 5, 7)); println()
