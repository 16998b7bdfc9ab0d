# Constant type aliases of a package, as OffsetArrays' OffsetVector and
# StaticArrays' SVector: types print through the one exported alias they
# instantiate (Julia 1.10's base/show.jl make_typealias looks at the names a
# module exports), qualified with the module until Main sees the alias
# (show_typealias: isvisible).
module TypeAliases

export Grid, Grid2, IntGrid

struct Grid{T,N}
    data::Array{T,N}
end

const Grid2{T} = Grid{T,2}
const IntGrid = Grid{Int,1}
# exported after its definition, as some packages do
const Grid3{T} = Grid{T,3}
export Grid3
# not exported: never used for printing
const Grid4{T} = Grid{T,4}

# printed while the package loads (in the precompiling process for its
# image), where Main does not see the alias
const SHOWN = string(Grid{Float64,2})

end
