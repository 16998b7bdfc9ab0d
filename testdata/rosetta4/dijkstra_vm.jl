# AoC 2021 day 15 (Dijkstra with a hand-written heap: 40 and 315) and AoC 2020 day 8 (a tiny VM: loop at acc 5, fix gives 8).
# Dijkstra on a weighted digit grid with a hand-written binary heap, and a tiny VM.
struct MinHeap{T}
    data::Vector{Tuple{Int,T}}
end
MinHeap{T}() where {T} = MinHeap{T}(Tuple{Int,T}[])
Base.isempty(h::MinHeap) = isempty(h.data)
Base.length(h::MinHeap) = length(h.data)
function Base.push!(h::MinHeap, item)
    d = h.data
    push!(d, item)
    i = length(d)
    while i > 1
        p = i ÷ 2
        d[p][1] <= d[i][1] && break
        d[p], d[i] = d[i], d[p]
        i = p
    end
    h
end
function Base.pop!(h::MinHeap)
    d = h.data
    top = d[1]
    last = pop!(d)
    if !isempty(d)
        d[1] = last
        i = 1
        n = length(d)
        while true
            l, r = 2i, 2i + 1
            m = i
            l <= n && d[l][1] < d[m][1] && (m = l)
            r <= n && d[r][1] < d[m][1] && (m = r)
            m == i && break
            d[m], d[i] = d[i], d[m]
            i = m
        end
    end
    top
end

const RISK = """
1163751742
1381373672
2136511328
3694931569
7463417111
1319128137
1359912421
3125421639
1293138521
2311944581
"""

function lowest_risk(grid::Matrix{Int})
    n, m = size(grid)
    dist = fill(typemax(Int), n, m)
    dist[1, 1] = 0
    h = MinHeap{CartesianIndex{2}}()
    push!(h, (0, CartesianIndex(1, 1)))
    R = CartesianIndices(grid)
    steps = (CartesianIndex(1, 0), CartesianIndex(-1, 0), CartesianIndex(0, 1), CartesianIndex(0, -1))
    while !isempty(h)
        d, I = pop!(h)
        d > dist[I] && continue
        I == last(R) && return d
        for s in steps
            J = I + s
            J in R || continue
            nd = d + grid[J]
            if nd < dist[J]
                dist[J] = nd
                push!(h, (nd, J))
            end
        end
    end
    -1
end

grid = [parse(Int, c) for c in permutedims(reduce(hcat, collect.(split(RISK))))]
println(size(grid), " ", eltype(grid), " ", sum(grid))
println("part 1: ", lowest_risk(grid))
big5 = [mod1(grid[mod1(i, 10), mod1(j, 10)] + (i - 1) ÷ 10 + (j - 1) ÷ 10, 9) for i in 1:50, j in 1:50]
println("part 2: ", lowest_risk(big5))
println(join(big5[1, 1:12]), " ", join(big5[50, 41:50]))

mutable struct VM
    acc::Int
    pc::Int
    prog::Vector{Tuple{Symbol,Int}}
end
VM(prog) = VM(0, 1, prog)
function run!(vm::VM)
    seen = falses(length(vm.prog))
    while 1 <= vm.pc <= length(vm.prog)
        seen[vm.pc] && return (:loop, vm.acc)
        seen[vm.pc] = true
        op, arg = vm.prog[vm.pc]
        if op === :acc
            vm.acc += arg
            vm.pc += 1
        elseif op === :jmp
            vm.pc += arg
        elseif op === :nop
            vm.pc += 1
        else
            error("bad op $op")
        end
    end
    (:halt, vm.acc)
end
code = """
nop +0
acc +1
jmp +4
acc +3
jmp -3
acc -99
acc +1
jmp -4
acc +6"""
prog = map(eachline(IOBuffer(code))) do l
    op, n = split(l)
    (Symbol(op), parse(Int, n))
end
println(prog[1:3])
println(run!(VM(prog)))
for i in eachindex(prog)
    op, n = prog[i]
    op === :acc && continue
    p2 = copy(prog)
    p2[i] = (op === :jmp ? :nop : :jmp, n)
    st, acc = run!(VM(p2))
    if st === :halt
        println("fixed line ", i, ": acc = ", acc)
    end
end
try
    run!(VM([(:mul, 2)]))
catch err
    println("caught: ", err)
end
