# A tuple's elements are shown with their field types as :typeinfo when the
# context's element type is a tuple type the tuple is of, as Julia 1.10's
# show_delim_array does (base/show.jl: `show(IOContext(recur_io, :typeinfo =>
# itr isa typeinfo <: Tuple ? fieldtype(typeinfo, i1+i0) : typeinfo), x)`), and
# Bool shows as 1/0 under :typeinfo => Bool (base/show.jl: `show(io::IO,
# b::Bool) = print(io, get(io, :typeinfo, Any) === Bool ? ...)`). Named tuples
# do the same (base/namedtuple.jl show), and one whose values are not of its
# declared field types shows its type and its values as a tuple. Found with
# IterTools' flagfirst doctest: collect(flagfirst(1:3)) shows (1, 1), (0, 2).
v = [(true, 1), (false, 2)]
display(v); println()
show(v); println()
println(Any[(true, 1)])
show((true, 1)); println()
show([(1.5f0, true)]); println()
show([((true, 2), 3)]); println()
show([(Float32[1, 2], true)]); println()
show([(true,) => false]); println()
show(Dict((true, 1) => 2)); println()
display(Dict((true, 1) => 2)); println()
show(Set([(true, 1)])); println()
show(IOContext(stdout, :typeinfo => Bool), true); println()
show(IOContext(stdout, :typeinfo => Tuple{Bool,Int}), (true, 1)); println()
print(IOContext(stdout, :typeinfo => Int), (true, 1)); println()
display([(true, 1.5) (false, 2.25)]); println()
display([(a = true, b = 1)]); println()
show([(a = true, b = 1)]); println()
show(NamedTuple{(:a,),Tuple{Any}}((1,))); println()
show(NamedTuple{(:a, :b),Tuple{Int,Real}}((1, 2))); println()
show(NTuple{3,Bool}[(true, false, true)]); println()
show(Tuple{Bool,Vararg{Bool}}[(true, false, true)]); println()
show(Tuple{Integer,Bool}[(1, true)]); println()
show(Tuple{Any,Bool}[(true, true)]); println()
t20 = ntuple(i -> isodd(i), 20)
show([t20]); println()
println(repr([(true, 1)]))
println(string((true, false)))
