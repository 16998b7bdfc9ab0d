# Behaviour that Julia 1.10's test/dict.jl checks, written for Kiln's suite
# (Julia's base/pair.jl, base/abstractdict.jl, base/dict.jl, base/iddict.jl,
# base/float.jl and base/show.jl are the reference): Pair indexing and
# element type, isequal of floats by their bits, == of dictionaries with
# missing values, the key and value types of Dict(pairs...) and
# IdDict(pairs...), Base.ImmutableDict, and the limited display of a
# dictionary's keys.
p = 10 => 20
println(p[true], " ", p[2.0], " ", p[0x01], " ", firstindex(p), " ", lastindex(p), " ", eltype(4 => 5.6), " ", eltype(p))
for i in (false, 3, 2.3)
    try
        p[i]
    catch e
        println(typeof(e))
    end
end
println(isequal(0.0, -0.0), " ", isequal(-0.0, -0.0), " ", isequal(NaN, -NaN), " ", isequal(0.0f0, -0.0f0), " ", 0.0 == -0.0)
println(isequal(Dict(1 => 0.0), Dict(1 => -0.0)), " ", Dict(1 => 0.0) == Dict(1 => -0.0), " ", Dict(0.0 => 1) == Dict(-0.0 => 1))
d = Dict(1 => NaN)
println(d == d, " ", isequal(d, d), " ", Dict(1 => missing) == Dict(1 => missing), " ", Dict(1 => missing) == Dict(1 => 2), " ", Dict(1 => missing) == Dict(2 => missing))
println(in(1 => 1.0, Dict(1 => 1)), " ", in(1 => 1.0, Dict(1 => 1), ===), " ", in(1 => missing, Dict(1 => missing)))
for T in (Nothing, Missing)
    println(typeof(Dict(1 => 1, 2 => T())), " ", typeof(Dict(T() => 1, 2 => 2)))
end
println(typeof(Dict(1 => 1, 2 => 2.0)), " ", typeof(Dict(1 => 1.0, 2.0 => 2)))
println(typeof(IdDict(1 => 1, :a => 2)), " ", typeof(IdDict(1 => 1, 1 => :a)), " ", typeof(IdDict(:a => 1, 1 => :a)))
import Base.ImmutableDict
e = ImmutableDict{String,String}()
d1 = ImmutableDict(e, "k1" => "v1")
d3 = ImmutableDict(d1, "k2" => "v2", "k1" => "v3")
println(isempty(e), " ", length(d3), " ", d3["k1"], " ", haskey(d3, "k2"), " ", get(d3, "k9", :none), " ", collect(d3))
println(("k1" => "v1") in d3, " ", in("k1" => "v1", d3, ===), " ", empty(d3) === e, " ", get(() -> 0, d1, "k2"), " ", typeof(ImmutableDict(:a => 1, :b => 2)))
try
    e["k1"]
catch err
    println(err)
end
s = IOBuffer()
io = IOContext(s, :limit => true, :displaysize => (2, 12))
show(io, MIME("text/plain"), keys(Dict(1 => 2, 3 => 4)))
println(String(take!(s)))
io = IOContext(s, :limit => true, :displaysize => (6, 30))
show(io, MIME("text/plain"), values(Dict(i => i for i in 1:10)))
println(length(split(String(take!(s)), '\n')))
# an IdDict's get! stores and returns its value converted to the value type
d = IdDict{Int,Int}()
println(sizehint!(d, 100) === d, " ", get!(d, 1, 2.0), " ", get!(() -> 3.0, d, 2), " ", typeof(get!(d, 1, 5)), " ", sizehint!(Base.IdSet{Int}(), 10) isa Base.IdSet)
