# Base.Threads as Julia 1.10 runs it with one thread (its default):
# @threads runs the iterations in order, nthreads() == 1, atomics and locks.
y = zeros(4)
Threads.@threads for i in 1:4
    y[i] = i^2
end
println(y, " ", Threads.nthreads(), " ", Threads.threadid())
function psum(v)
    acc = Threads.Atomic{Float64}(0.0)
    Threads.@threads :static for x in v
        Threads.atomic_add!(acc, x)
    end
    return acc[]
end
println(psum([1.0, 2.0, 3.5]))
using Base.Threads
l = ReentrantLock()
total = Ref(0)
@threads for i in 1:10
    lock(l) do
        total[] += i
    end
end
println(total[], " ", nthreads(), " ", islocked(l))
a = Atomic{Int}(5)
println(atomic_cas!(a, 5, 7), " ", a[], " ", atomic_xchg!(a, 1), " ", a[], " ", atomic_max!(a, 9), " ", a)
