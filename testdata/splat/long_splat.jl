# Splatting long collections into vararg methods: compiled once for a
# Vararg tail, not once per length (Julia's jl_compilation_sig widening).
v = collect(1:3000)
println(max(v...), " ", min(v...), " ", +(v...))
vs = [fill(i, 3) for i in 1:2000]
println(length(vcat(vs...)), " ", size(hcat(vs...)))
println(length(string(v...)), " ", length([v...]), " ", length(Set([v...])))
t = tuple(v...)
println(typeof(t) == NTuple{3000,Int}, " ", t[2999], " ", length(t), " ", sum(t))

# user-defined vararg methods
count_args(xs...) = length(xs)
sum_ints(xs::Int...) = sum(xs)
first_and_rest(a, bs...) = (a, length(bs), bs[end])
mixed(xs::Real...) = sum(xs)
with_n(xs::Vararg{T,N}) where {T,N} = (T, N)
println(count_args(v...), " ", sum_ints(v...), " ", first_and_rest(v...))
println(mixed(repeat([1, 2.5], 100)...))
println(with_n(v[1:40]...))
println(count_args(v[1:5]...), " ", first_and_rest(1, 2, 3))

# a long tuple argument and its elements
w = Any[1, 2.0, "x", :y, 3//4]
tw = tuple(repeat(w, 20)...)
println(length(tw), " ", tw[3], " ", tw[100], " ", typeof(tw[5]))
function scan(t::Tuple)
    n = 0
    for x in t
        x isa Number && (n += 1)
    end
    return n
end
println(scan(tw))
try
    getfield(tw, 101)
catch e
    println(typeof(e))
end
try
    first_and_rest(Any[]...)
catch e
    println(typeof(e))
end
