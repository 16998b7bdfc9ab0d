# get!/get with a type as the default's constructor (Julia's Base.Callable
# is Union{Function,Type}); findmax/findmin/argmax/argmin of a dictionary
# or named tuple give its key (Julia folds over pairs(domain)).
groups = Dict{Symbol,Vector{String}}()
for (w, k) in [("apple", :a), ("avocado", :a), ("banana", :b)]
    push!(get!(Vector{String}, groups, k), w)
end
println(sort(collect(groups), by = first))
println(get(Vector{Int}, Dict{Int,Vector{Int}}(), 1), " ", get(Vector{Char}, Dict(1 => ['x']), 2))
ids = IdDict{Symbol,Vector{Int}}()
push!(get!(Vector{Int}, ids, :k), 5)
println(ids[:k])
println(get(Vector{Int}, (a = 1,), :b), " ", get(Vector{Int}, (a = 1,), :a))
d = Dict('a' => 3, 'b' => 1, 'c' => 2)
println(findmax(d), " ", findmin(d), " ", argmax(d), " ", argmin(d))
println(findmax(length, Dict(:x => "abc", :y => "z")), " ", findmin(abs, Dict(1 => -5, 2 => 4)))
nt = (a = 1, b = 5, c = -2)
println(findmax(nt), " ", findmin(nt), " ", argmax(nt), " ", argmin(nt))
