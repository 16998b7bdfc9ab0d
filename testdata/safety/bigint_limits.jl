# BigInt results too large for GMP. GMP's integers hold at most 2^31-1
# limbs and past that the library aborts ("gmp: overflow in mpz type");
# Julia 1.10 links a patched GMP that throws OutOfMemoryError instead
# (base/gmp.jl __init__: __gmp_set_alloc_overflow_function with
# jl_throw_out_of_memory_error), and a failed GMP allocation is
# OutOfMemoryError too (jl_gc_counted_malloc). Found by the mutation
# campaign: big(2)^(2^40) and big(2) << typemax(Int) ended in SIGABRT.
function show_err(f)
    try
        println(f())
    catch e
        println(e)
    end
end
show_err(() -> big(2)^typemax(Int))
show_err(() -> big(2)^(2^40))
show_err(() -> big(-3)^(2^62))
show_err(() -> big(10)^(10^12))
show_err(() -> big(2) << typemax(Int))
show_err(() -> big(5) << (2^40))
show_err(() -> big(1) >> (2^40))
show_err(() -> big(1)^(2^62))
show_err(() -> big(-1)^(2^62 + 1))
show_err(() -> big(0)^(2^62))
show_err(() -> big(0) << (2^62))
println(big(2)^100, " ", big(-2)^3, " ", big(3) << 70)
println(ndigits(big(7)^100000), " ", ndigits(big(1) << 100000))
big(7)^(2^50)
