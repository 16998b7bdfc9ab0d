# binarytrees: the Computer Language Benchmarks Game binary-trees,
# single-threaded. Allocates and walks perfect binary trees: one "stretch"
# tree of depth max+1, many short-lived trees of depths 4, 6, ..., max, and
# one long-lived tree of depth max, where max = ARGS[1] (default 10).

struct Node
    left::Union{Node,Nothing}
    right::Union{Node,Nothing}
end

function bottomup(depth::Int)
    if depth == 0
        return Node(nothing, nothing)
    end
    return Node(bottomup(depth - 1), bottomup(depth - 1))
end

function check(node::Node)
    l = node.left
    r = node.right
    if l === nothing || r === nothing
        return 1
    end
    return 1 + check(l) + check(r)
end

function main()
    n = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 10
    mindepth = 4
    maxdepth = max(mindepth + 2, n)

    stretchdepth = maxdepth + 1
    println("stretch tree of depth $(stretchdepth)\t check: $(check(bottomup(stretchdepth)))")

    longlived = bottomup(maxdepth)

    for depth in mindepth:2:maxdepth
        iterations = 1 << (maxdepth - depth + mindepth)
        c = 0
        for _ in 1:iterations
            c += check(bottomup(depth))
        end
        println("$(iterations)\t trees of depth $(depth)\t check: $(c)")
    end

    println("long lived tree of depth $(maxdepth)\t check: $(check(longlived))")
end

main()
