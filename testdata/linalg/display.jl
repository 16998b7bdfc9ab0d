# display / show(io, MIME"text/plain", x) of arrays, as Julia 1.10's
# base/arrayshow.jl print_matrix: a summary line, one row per line starting
# with a space, columns two spaces apart, numbers aligned on the decimal
# point (alignment(io, x) splits a Real before its first . e E f or F),
# matrices with more than one column in the compact (6-digit) form. The
# compact forms follow base/ryu/shortest.jl (6 significant digits).
display([1.0 2.0; 3.0 4.0])
display([1, 20, 300])
display([1.5, -2.25, 1.0e-7])
display([1/3 2/3; 1.0e6 -5.0])
display([1 2; 3 4]')
display(transpose([1.0, 2.0]))
display(Float32[1.5 2; 3 4])
display([1.0+2.0im 3.0-1.0im; 0.5im 2.0])
display([1.0+2.0im, -3.5im])
display(Int[])
display(zeros(0, 3))
a3 = Array{Int,3}(undef, 2, 2, 2)
for i in 1:8
    a3[i] = i
end
display(a3)
display([true, false])
display(["a", "bcd"])
display([NaN 1.0; -Inf 2.5])
display([123456.7 1.0 100000.0 1234567.0 0.0001 0.00001])
display([1//2 3//4; 1 2])
display(Any[1, 2.5, "x"])
show(stdout, MIME"text/plain"(), [10, 2])
println()
show(stdout, "text/plain", [1.25 -1.0])
println()
println(summary([1 2; 3 4]), " | ", summary([1.0]'))
display(1.5)
display("hi")
display(MIME("text/plain"))
# elements are shown with their 3-argument (text/plain) show, as Julia's
# print_matrix_row does
struct P
    x::Int
end
Base.show(io::IO, ::MIME"text/plain", p::P) = print(io, "P with x = ", p.x)
display(P(3))
display([P(1), P(2)])
println([P(4)])
