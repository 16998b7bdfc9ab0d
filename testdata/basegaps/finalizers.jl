# finalizer and finalize, as Julia 1.10's base/gcutils.jl: finalizer(f, x)
# registers f for a mutable x and returns x; finalize(x) runs x's
# finalizers at once (last registered first) and never again; an error in
# a finalizer is reported on stderr ("error in running finalizer: ...") and
# the others still run; objects the collector finds unreachable are
# finalized after GC.gc(); at exit, after the atexit hooks, the finalizers
# of the objects still alive run (Julia's jl_atexit_hook).
mutable struct Res
    name::String
end
r = Res("a")
println(finalizer(x -> println("finalizing ", x.name), r) === r)
finalize(r)
finalize(r)
println("after finalize")

r2 = Res("b")
finalizer(x -> println("first registered ", x.name), r2)
finalizer(x -> println("second registered ", x.name), r2)
finalize(r2)

try
    finalizer(println, 1)
catch e
    println(e)
end
try
    finalizer(println, (1, 2))
catch e
    println(e)
end

const count = Ref(0)
function make(n)
    for i in 1:n
        finalizer(x -> (count[] += 1), Res(string(i)))
    end
end
make(1000)
GC.gc()
println("collected some: ", count[] > 0)

r4 = Res("err")
finalizer(x -> println("still runs after the error"), r4)
finalizer(x -> error("boom"), r4)
finalize(r4)

r3 = Res("live at exit")
finalizer(x -> println("exit finalizer of ", x.name), r3)
atexit(() -> println("atexit hook"))
println("end of program")
