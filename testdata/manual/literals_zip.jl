# b"..." literals process escapes as a string does (Julia's @b_str is
# codeunits(unescape_string(s))), and zip of same-shaped iterators keeps
# their shape (Julia 1.10 manual, strings.md "Byte Array Literals";
# arrays.md's map over a 2-d generator).
b = b"DATA\xff\u2200"
println(b)
println(length(b), " ", typeof(b))
println(b"a\tb\\c\$" == codeunits("a\tb\\c\$"))
println(Char(b"\x41"[1]))
display(b"\x01\n")

g = (1 / (i + j) for i = 1:2, j = 1:2)
display(map(tuple, g, [1 3; 2 4]))
display(map(+, (i * j for i = 1:2, j = 1:3), ones(Int, 2, 3)))
println(size(zip([1 2; 3 4], [5 6; 7 8])))
println(collect(zip([1 2; 3 4], [5 6; 7 8])))
# vectors of different lengths stop at the shortest
println(collect(zip([1, 2, 3], [4, 5])))
println(map(*, [1, 2, 3], [4, 5]))
# iterators of different dimensionality give a vector
println(collect(zip(1:3, [1 2; 3 4])))
try
    collect(zip([1 2; 3 4], [1 2 3; 4 5 6]))
catch e
    showerror(stdout, e)
    println()
end
