# Base.summarysize as Julia 1.10's base/summarysize.jl counts on a 64-bit
# machine: an Array is a header of 4 words and 8 bytes (one more word per
# dimension past the second) plus its data (Core.sizeof: length times the
# element size, plus one selector byte per element for a union of bits
# types), and its elements when they are not stored inline; a String is
# sizeof(Int) + its bytes; any other object its Core.sizeof, then the
# values of its fields whose declared type is not a bits type; Symbols,
# singletons and modules count 0; each mutable object, String and Array is
# counted once. (Julia's own docstring: summarysize(1.0) == 8 and
# summarysize(Ref(rand(100))) == 848.)

ss = Base.summarysize
println(ss([1, 2, 3]))                  # 40 + 3*8
println(ss(1.0), " ", ss(Int8(1)), " ", ss(3 + 4im))
println(ss("hello"), " ", ss(""))        # 8 + 5, 8 + 0
println(ss(zeros(3, 4)), " ", ss(zeros(2, 2, 2)), " ", ss(Int[]))
println(ss(Ref(zeros(100))))             # 8 + 40 + 800
println(ss(["ab", "cde"]))               # 40 + 16 + 10 + 11
println(ss(Any[1, 2.5, "x"]))            # 40 + 24 + 8 + 8 + 9
println(ss(Union{Int,Nothing}[1, nothing, 3]))  # 40 + 24 + 3 selector bytes
println(ss((1, "ab")), " ", ss((1, 2)), " ", ss(1:10))
println(ss(:sym), " ", ss(nothing), " ", ss(sin), " ", ss(missing))

# Dict: the struct's 8 fields (64 bytes) and its three arrays of 16 slots
println(ss(Dict{Int,Int}()))             # 64 + (40+16) + (40+128) + (40+128)
println(ss(Dict(1 => 2, 3 => 4)))
println(ss(Dict("a" => 1)))              # one String key more: 8 + 1
println(ss(Set([1, 2, 3])))              # 8 + a Dict{Int,Nothing}: 64 + 56 + 168 + 40

# structs: mutable ones counted once (cycles too)
mutable struct Node
    val::Int
    next::Union{Node,Nothing}
end
n = Node(1, Node(2, nothing))
println(ss(n))                           # 2 * 16
n.next.next = n
println(ss(n))
struct Rec
    name::String
    xs::Vector{Float64}
end
r = Rec("abc", [1.0, 2.0])
println(ss(r))                           # 16 + 11 + 56
a = [1, 2]
println(ss([a, a]), " ", ss((a, a)))     # the shared array once
struct Outer
    rec::Rec
    n::Int
end
println(ss(Outer(r, 1)))                 # 24 + the inline Rec as if boxed (16 + 11 + 56)
# the elements of an array of an immutable struct are stored inline and
# not followed by Julia 1.10: 40 + 2*16
println(ss([Rec("a", Float64[]), Rec("bb", [1.0])]))

# exclude: values of these types are not followed
println(ss(["ab", "cde"]; exclude=String), " ", ss(r; exclude=Vector{Float64}))
