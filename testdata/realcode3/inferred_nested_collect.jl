# An iterator whose iterate builds its element with a comprehension
# (Combinatorics' Permutations): collecting it infers collect of the
# iterator, then, inside its iterate, collect of a Generator whose type
# holds the iterator's. That is no growing recursion (Julia's
# edge_matches_sv: the first collect was not called from iterate), so the
# element type stays Vector{Char}, also for calls inferred afterwards.
using Test

struct Perms{T}
    data::T
    len::Int
end

function Base.iterate(p::Perms, state::Vector{Int}=[fill(1, p.len - 1); 0])
    state[end] += 1
    for i in length(state):-1:2
        if state[i] > lastindex(p.data)
            state[i] = firstindex(p.data)
            state[i-1] += 1
        end
    end
    first(state) > lastindex(p.data) && return nothing
    [p.data[i] for i in state], state
end
Base.length(p::Perms) = length(p.data)^p.len
Base.eltype(::Type{Perms{T}}) where {T} = Vector{eltype(T)}

println(collect(Perms("ab", 2)))
println(Base.return_types(iterate, (Perms{String},)))
println(Base.return_types(first, (Perms{String},)))
println(@inferred first(Perms("abc", 2)))
