module Tally
export tally
tally(xs) = (d = Dict{eltype(xs),Int}(); for x in xs; d[x] = get(d, x, 0) + 1; end; sort(collect(d)))
end
