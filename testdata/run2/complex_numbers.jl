# Complex{Float64} (and Complex{Int64}) arithmetic and printing.
z = complex(1.0, 2.0)
println(z)
println(real(z), " ", imag(z))
println(typeof(z))
println(abs(complex(3.0, 4.0)))
println(z * z)
println(z + 1)
println(z - complex(0.5, 0.5))
println(conj(z))
println(abs2(z))
println(1 + 2im)
println(typeof(1 + 2im))
println((1 + 2im) * (3 - 1im))
println(2.0im)
println(sqrt(complex(-4.0, 0.0)))
println(z == complex(1.0, 2.0), " ", z == 1.0)
function mandel_iters(c, maxit)
    w = complex(0.0, 0.0)
    for i in 1:maxit
        w = w * w + c
        abs2(w) > 4.0 && return i
    end
    return maxit
end
println(mandel_iters(complex(-0.75, 0.1), 100), " ", mandel_iters(complex(0.5, 0.5), 100))
