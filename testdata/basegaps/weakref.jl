# WeakRef and WeakKeyDict (Julia's Core.WeakRef, base/gcutils.jl and
# base/weakkeydict.jl; used by test/missing.jl and by packages' caches). A
# WeakRef's value is `nothing` once the collector has found the object
# unreachable; the collector is conservative about the stack, so only the
# bulk of many unreachable objects is checked, never one.
function mk()
    x = [1, 2, 3]
    w = WeakRef(x)
    println(w.value, " ", w, " ", w == [1, 2, 3], " ", [1, 2, 3] == w, " ", typeof(w))
    w
end
mk()
keep = [4, 5]
w2 = WeakRef(keep)
GC.gc()
println(w2.value, " ", WeakRef(), " ", WeakRef(nothing).value === nothing)
w2.value = "s"
println(w2, " ", repr(WeakRef([1])), " ", w2 == WeakRef("s"))
weak_refs = [WeakRef(string(i)) for i in 1:1000]
GC.gc()
println(count(x -> x.value === nothing, weak_refs) > 900)
println(isequal(WeakRef(1), 1), " ", hash(WeakRef(2)) == hash(2))

mutable struct Key
    id::Int
end
Base.hash(k::Key, h::UInt) = hash(k.id, h)
Base.:(==)(a::Key, b::Key) = a.id == b.id
d = WeakKeyDict{Key,String}()
kept = [Key(i) for i in 1:5]
for k in kept
    d[k] = "v$(k.id)"
end
function addtemp!(d)
    for i in 100:199
        d[Key(i)] = "tmp"
    end
end
addtemp!(d)
println(length(d) >= 5, " ", d[Key(3)], " ", haskey(d, Key(4)), " ", get(d, Key(42), "none"))
GC.gc()
# the collected keys' entries are dropped at the next length or insertion
println(length(d) < 50)
println(sort([k.id for k in keys(d) if k.id <= 5]))
delete!(d, kept[1])
println(haskey(d, Key(1)), " ", pop!(d, kept[2]), " ", get!(d, kept[2], "again"), " ", getkey(d, Key(3), nothing) === kept[3])
wk = WeakKeyDict(kept[3] => 1)
println(typeof(wk), " ", wk[kept[3]], " ", collect(wk))
println(wk)
display(wk)
for bad in (nothing, 1)
    try
        d[bad] = "x"
    catch e
        println(e)
    end
end
println(isempty(WeakKeyDict()), " ", length(kept))
