# Names of Julia 1.10's Base exports that Kiln lacked: Dims and the strided
# unions (base/indices.jl, base/reinterpretarray.jl), splat
# (base/operators.jl), byte order (base/io.jl), readchomp,
# isprimitivetype/isstructtype (base/reflection.jl), nextprod
# (base/intfuncs.jl).
strided(x::StridedVector) = "strided"
strided(x) = "not strided"
A = reshape(collect(1.0:9.0), 3, 3)
println(strided([1.0]), " / ", strided(view(A, :, 2)), " / ", strided(view(A, 2, :)),
        " / ", strided(view(A, [1, 3], 1)), " / ", strided(1:3))
println(view(A, 1:2, 1:2) isa StridedMatrix, " ", A isa StridedVecOrMat, " ", A isa StridedArray{Float64,2})
area(d::Dims{2}) = d[1] * d[2]
println(area(size(A)), " ", Dims{3} === NTuple{3,Int})
println(map(splat(+), zip([1, 2], [10, 20])), " ", splat(max)((3, 9, 4)), " ", splat(+))
println(repr(hton(0x0102)), " ", repr(ntoh(0x01020304)), " ", repr(htol(0x0102)), " ", repr(ltoh(0x0102)), " ", repr(ENDIAN_BOM))
path = tempname()
write(path, "line one\nline two\n")
println(repr(readchomp(path)))
rm(path)
println(isprimitivetype(Int), " ", isprimitivetype(Float16), " ", isprimitivetype(Nothing), " ", isprimitivetype(Complex{Float64}))
println(isstructtype(Complex{Float64}), " ", isstructtype(Int), " ", isstructtype(Tuple{Int}), " ", isstructtype(Real))
println(nextprod((2, 3), 105), " ", nextprod([2, 3, 5], 1001), " ", nextprod((2,), 1025))
