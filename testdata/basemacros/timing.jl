# @time / @timed / @allocated / @allocations and the report format of
# Julia 1.10's base/timing.jl (time_print, format_bytes,
# prettyprint_getunits). Timings and Kiln's own allocation counts vary,
# so the report is checked with fixed numbers and the macros by shape.
Base.time_print(12345, 240, 0, 3, 0, 0, true)           # @time's line
Base.time_print(1.5e9, 10000, 0, 1, 0, 0, true)
Base.time_print(123456789012, 2^31, 0, 2_190_000, 0, 0, true)
Base.time_print(5000, 0, 0, 0, 0, 0, true)
print("label: "); Base.time_print(2_000_000, 1024, 0, 2, 0, 0, true, false)
println(Base.format_bytes(1), " ", Base.format_bytes(1024), " ", Base.format_bytes(10000), " ", Base.format_bytes(3 * 2^30))

addone(x) = x + 1
noalloc() = @allocated addone(1)
noalloc()
println(noalloc(), " ", (() -> @allocations addone(2))())
vec_bytes() = @allocated zeros(1000)
println(vec_bytes() >= 8000)
t = @timed zeros(100)
println(keys(t), " ", length(t.value), " ", t.time >= 0, " ", t.bytes >= 800, " ", t.gcstats.allocd == t.bytes, " ", t.gctime)
r = @elapsed sum(1:10)
println(r isa Float64)
