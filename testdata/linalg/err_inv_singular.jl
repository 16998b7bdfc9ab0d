# inv of a singular matrix: Julia 1.10 inv(A::StridedMatrix) factors with lu,
# which throws SingularException(3) here (the second row is twice the first,
# so the LU factorization with partial pivoting has an exactly zero U[3,3]).
println(inv([1.0 2.0 3.0; 2.0 4.0 6.0; 1.0 1.0 1.0]))
