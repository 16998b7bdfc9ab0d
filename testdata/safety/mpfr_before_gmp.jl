# BigFloat operations before the program's first BigInt: MPFR's first
# temporaries (its pool of mpz values) must come from the collector, as
# every later GMP allocation does; when they came from malloc, the second
# fld/convert below handed a malloc block to GC_realloc (a segmentation
# fault; Julia's test/ranges.jl "Issue #30944" crashed Kiln this way).
b = big(10.0)
s = big(1.0)
x = fld(b, s)
y = convert(Integer, x)
println(y)
x = fld(b, s)
println(x)
y = convert(Integer, x)
println(y, " ", typeof(y))
for i in 1:3
    r = b:1:20
    println(length(r), " ", typeof(r))
end
println(range(big(1.0), length=10) == big(1.0):1:10)
println(sum(trunc(BigInt, big(i) / 3) for i in 1:1000))
