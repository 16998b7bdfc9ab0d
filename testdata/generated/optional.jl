# Optionally-generated functions (Julia 1.10 manual, "Optionally-generated
# functions"): `if @generated` picks between a generator and ordinary
# code; Julia may use either branch, and both must compute the same
# result (Kiln runs the non-generated one).

function sub2ind_gen(dims::NTuple{N}, I::Integer...) where {N}
    length(I) == N || error("partial indexing is unsupported")
    if @generated
        ex = :(I[$N] - 1)
        for i = (N - 1):-1:1
            ex = :(I[$i] - 1 + dims[$i] * $ex)
        end
        return :($ex + 1)
    else
        ind = I[N] - 1
        for i = (N - 1):-1:1
            ind = I[i] - 1 + dims[i] * ind
        end
        return ind + 1
    end
end

println(sub2ind_gen((3, 4), 2, 3))
println(sub2ind_gen((3, 4, 5), 1, 1, 1))
println(sub2ind_gen((3, 4, 5), 3, 4, 5))
println(LinearIndices((3, 4, 5))[3, 4, 5])
try
    sub2ind_gen((3, 4), 1)
catch e
    println(e)
end

function nonneg(x)
    if @generated
        return x <: Unsigned ? :(true) : :(x >= 0)
    else
        return x isa Unsigned ? true : x >= 0
    end
end
println(nonneg(0x05), " ", nonneg(-2), " ", nonneg(2.5))
