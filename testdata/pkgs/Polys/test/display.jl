@testset "display" begin
    @test string(Poly([1, 2, 3])) == "1 + 2x + 3x^2"
    @test sprint(show, Poly([1, -2, 0, 4])) == "1 - 2x + 4x^3"
    @test repr(Poly([0, 0, 1])) == "x^2"
    @test repr(Poly([0.5, -1.5])) == "0.5 - 1.5x"
    @test repr(zero(Poly{Int})) == "0"
    @test repr("text/plain", Poly([1, 1])) == "Poly{Int64}: 1 + x"
    @test repr(MIME("text/plain"), Poly([2.0])) == "Poly{Float64}: 2.0"
    @test sprint(show, [Poly([1, 2]), Poly([3, 4])]) == "Poly{Int64}[1 + 2x, 3 + 4x]"
    @test "p = $(Poly([0, 1]))" == "p = x"
    io = IOBuffer()
    show(io, MIME"text/plain"(), Poly([1 // 2, 1 // 3]))
    @test String(take!(io)) == "Poly{Rational{Int64}}: 1//2 + 1//3x"
    # Array elements are shown with their 3-argument show (text/plain) when
    # it fits on one line (Julia's print_matrix_row).
    @test repr("text/plain", [Poly([1, 1])]) == "1-element Vector{Poly{Int64}}:\n Poly{Int64}: 1 + x"
end
