# Matrix times a vector of the wrong length: Julia 1.10 gemv! says
# "second dimension of A, 2, does not match length of x, 3".
println([1.0 2.0; 3.0 4.0] * [1.0, 2.0, 3.0])
