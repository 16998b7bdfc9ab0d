# Base.dict_with_eltype and Base.grow_to!, what a dictionary type of one's
# own calls to be built from an iterator of pairs (Julia 1.10
# base/abstractdict.jl and base/dict.jl: dict_with_eltype, grow_to!), and
# Base.show_vector (base/arrayshow.jl), which such packages call to show
# their collections.
struct MyDict{K,V} <: AbstractDict{K,V}
    d::Dict{K,V}
    MyDict{K,V}() where {K,V} = new{K,V}(Dict{K,V}())
end
function MyDict{K,V}(kv) where {K,V}
    h = MyDict{K,V}()
    for (k, v) in kv
        h[k] = v
    end
    return h
end
MyDict(kv) = Base.dict_with_eltype((K, V) -> MyDict{K,V}, kv, eltype(kv))
Base.setindex!(h::MyDict, v, k) = (h.d[k] = v; h)
Base.get(h::MyDict, k, default) = get(h.d, k, default)
Base.length(h::MyDict) = length(h.d)
Base.iterate(h::MyDict, s...) = iterate(h.d, s...)
Base.empty(h::MyDict, ::Type{K}, ::Type{V}) where {K,V} = MyDict{K,V}()

# an element type that names the pairs: MyDict{K,V}(kv) directly
println(typeof(MyDict([(1, 2.0)])))
println(typeof(MyDict([1 => "a"])))
# a generator: its inferred element type when concrete
println(typeof(MyDict(i => Float32(i) for i in 1:3)))
# an iterator of unknown element type: grow_to! narrows to the first pair's
# types and widens as needed
it = Iterators.filter(p -> p.first > 1, [1 => 1, 2 => 2.5, 3 => 3])
println(typeof(MyDict(it)))
println(sort(collect(MyDict(it))))
println(typeof(MyDict(Any[1 => :a, "b" => :c])))

# grow_to! of a collection: widened with promote_typejoin
println(Base.grow_to!(Int[], Any[1, 2.5, "x"]))

# show_vector: the element type unless values show it, any iterable
io = IOBuffer()
Base.show_vector(io, Set([1]), '[', ']')
println(String(take!(io)))
Base.show_vector(io, (x for x in Float32[1, 2]))
println(String(take!(io)))
Base.show_vector(io, Int[], '(', ')')
println(String(take!(io)))
Base.show_vector(IOContext(io, :limit => true), 1:25)
println(String(take!(io)))
