# NamedTuple(itr) of keyword pairs, keeping some of them (what
# OrderedCollections' sort! does to pass on issorted's keywords): none kept
# is the empty NamedTuple (Julia 1.10 base/namedtuple.jl: NamedTuple(itr)
# is merge(NamedTuple(), itr)).
keep(; args...) = NamedTuple(k => v for (k, v) in args if k in (:lt, :by, :rev, :order))
println(keep(rev=true, alg=:x))
println(keep())
println(keep(alg=:x))
println(typeof(keep()))
println(merge((a = 1,), (k => v for (k, v) in pairs((b = 2,)) if false)))
