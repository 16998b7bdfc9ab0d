using RingBuffers
using Test

@testset "RingBuffers" begin
    @testset "CircularBuffer" begin
        cb = CircularBuffer{Int}(3)
        @test isempty(cb)
        @test capacity(cb) == 3
        for i in 1:5
            push!(cb, i)
        end
        @test isfull(cb)
        @test size(cb) == (3,)
        @test length(cb) == 3
        @test cb == [3, 4, 5]
        @test collect(cb) isa Vector{Int}
        @test sum(cb) == 12
        @test first(cb) == 3 && last(cb) == 5
        @test cb[end] == 5
        @test cb[2:3] == [4, 5]
        @test maximum(cb) == 5
        @test reverse(cb) == [5, 4, 3]
        @test findfirst(==(4), cb) == 2
        @test 4 in cb
        @test eltype(cb) === Int
        @test IndexStyle(cb) === IndexLinear()
        @test similar(cb) isa Vector{Int}
        @test map(x -> x^2, cb) == [9, 16, 25]
        @test sum(view(cb, 2:3)) == 9
        cb[1] = 10
        @test cb == [10, 4, 5]
        @test pop!(cb) == 5
        @test popfirst!(cb) == 10
        @test cb == [4]
        pushfirst!(cb, 7)
        @test collect(cb) == [7, 4]
        @test isempty(empty!(cb))
        @test_throws ArgumentError pop!(cb)
        @test_throws ArgumentError("capacity must be positive, got 0") CircularBuffer{Int}(0)
    end

    @testset "broadcasting" begin
        cb = CircularBuffer{Int}(4, 1:6)
        @test cb .+ 1 == [4, 5, 6, 7]
        @test (cb .* 2) isa Vector{Int}
        @test cb .* [1, 0, 1, 0] == [3, 0, 5, 0]
        cb .= [9, 8, 7, 6]
        @test cb == [9, 8, 7, 6]
        @test sort(cb) == [6, 7, 8, 9]
        @test sum(x -> x > 7, cb) == 2
    end

    @testset "bounds" begin
        cb = CircularBuffer{Int}(3, [1, 2])
        @test_throws BoundsError cb[3]
        @test_throws BoundsError cb[0] = 1
        err = try
            cb[5]
        catch e
            e
        end
        @test err isa BoundsError
        @test sprint(showerror, err) == "BoundsError: attempt to access 2-element CircularBuffer{Int64} at index [5]"
        @test checkbounds(Bool, cb, 2)
        @test !checkbounds(Bool, cb, 3)
    end

    @testset "display" begin
        cb = CircularBuffer{Int}(3, [10, 4, 5])
        @test repr(cb) == "[10, 4, 5]"
        @test string(cb) == "[10, 4, 5]"
        @test repr("text/plain", cb) == "3-element CircularBuffer{Int64}:\n 10\n  4\n  5"
        @test summary(cb) == "3-element CircularBuffer{Int64}"
        # An empty array that is not a Vector shows its summary only.
        @test repr("text/plain", CircularBuffer{Int}(2)) == "0-element CircularBuffer{Int64}"
        any = CircularBuffer(2)
        push!(any, 1)
        push!(any, "a")
        @test repr(any) == "Any[1, \"a\"]"
    end

    @testset "$T" for T in (Int, Float64)
        cb = CircularBuffer{T}(4, 1:6)
        @test eltype(cb) == T
        @test cb == T[3, 4, 5, 6]
        @test sum(cb) === T(18)
        @test cb ./ 2 == [1.5, 2.0, 2.5, 3.0]
    end

    @testset "Stack" begin
        s = Stack{Int}()
        for i in 1:3
            push!(s, i)
        end
        @test collect(s) == [3, 2, 1]
        @test first(s) == 3
        @test pop!(s) == 3
        @test length(s) == 2
        @test sum(s) == 3
        @test [10x for x in s] == [20, 10]
        @test repr(s) == "Stack{Int64}(2 items)"
        @test "$s" == "Stack{Int64}(2 items)"
        @test_throws ArgumentError pop!(Stack{Int}())
        @test_throws ArgumentError first(Stack{Float64}())
    end

    @testset "Queue" begin
        q = Queue{String}(2)
        for x in ("a", "b", "c")
            enqueue!(q, x)
        end
        @test length(q) == 3
        @test collect(q) == ["a", "b", "c"]
        @test dequeue!(q) == "a"
        @test repr("text/plain", q) == "Queue{String} with 2 elements\n  \"b\"\n  \"c\""
        dequeue!(q)
        @test repr("text/plain", q) == "Queue{String} with 1 element\n  \"c\""
        dequeue!(q)
        @test_throws ArgumentError dequeue!(q)
    end
end
