using Trees
using Test

@testset "Trees" begin
    t = Any[Any[1, 2], Any[Any[3], 4.5]]
    n = Node(0, [Node(1, [Node(2), Node(3)]), Node(4, [Node(5, [Node(6)])])])
    c = Cursor(n)
    @test typeof(c) == Cursor{Node}
    @test fieldtypes(Cursor{Node}) == (Union{Nothing, Cursor{Node}}, Node, Int)
    @test [x.index for x in c] == [1, 2]
    @test leaves(c) == Any[2, 3, 6]
    @test Trees.depth(first(first(c))) == 2
    @test isbitstype(Cursor{Int}) == false
    @test childstatetype(Vector{Int}) == Union{Nothing, Tuple{Int, Int}}
    @test childstatetype(Int) == Nothing
    @test supertype(Cursor{Int}) == Trees.AbstractCursor
    @test treestring(t) == "2 (2 (1) (2)) (2 (1 (3)) (4.5))"
    @test treestring(Any[1/3]) == "1 (0.333333)"
end
