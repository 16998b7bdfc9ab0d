# Printing of a package's type aliases (Julia 1.10, base/show.jl:
# make_typealias takes the aliases among the exported constants of the
# modules of the type's names; show_typealias prefixes the module unless
# the alias is visible from Main). The strings before `using` are kept and
# checked after it.
import TypeAliases
const before = [
    string(typeof(TypeAliases.Grid(zeros(2, 2)))),
    string(typeof(TypeAliases.Grid([1, 2]))),
    string(typeof(TypeAliases.Grid(zeros(1, 1, 1, 1)))),
    sprint(show, Vector{TypeAliases.Grid{Int,3}}),
]
using TypeAliases
using Test

@testset "TypeAliases" begin
    @test before == ["TypeAliases.Grid2{Float64}", "TypeAliases.IntGrid",
        "TypeAliases.Grid{Float64, 4}", "Vector{TypeAliases.Grid3{Int64}}"]
    @test string(typeof(Grid(zeros(2, 2)))) == "Grid2{Float64}"
    @test string(typeof(Grid([1, 2]))) == "IntGrid"
    @test string(Grid{Float64,4}) == "Grid{Float64, 4}"
    @test sprint(show, Vector{Grid{Int,3}}) == "Vector{Grid3{Int64}}"
    @test repr(Grid2) == "Grid2"
    @test TypeAliases.SHOWN == "TypeAliases.Grid2{Float64}"
    @test string(Grid{String,1}) == "Grid{String, 1}"
    # the type itself and Base's aliases are unchanged
    @test string(Grid) == "Grid"
    @test string(Vector{Float64}) == "Vector{Float64}"
end
