# DelimitedFiles (shipped with Julia 1.10 as a standard library): readdlm
# and writedlm. Expected values from the package's documentation examples
# (readdlm of [x y] with Int64/Float64, of [x z] as Matrix{Any}) and its
# parser's rules (quoted fields with delimiters and doubled quotes, empty
# cells, header=true, comments, skipstart, \r\n line ends, the errors).
using DelimitedFiles
x = [1; 2; 3; 4]; y = [5; 6; 7; 8]
path = tempname()
open(path, "w") do io
    writedlm(io, [x y])
end
print(read(path, String))
display(readdlm(path, Int64))
display(readdlm(path, Float64))
display(readdlm(path))
z = ["a"; "b"; "c"; "d"]
writedlm(path, [x z], ',')
print(read(path, String))
display(readdlm(path, ','))
writedlm(path, [x [1.1, 2.2, 3.3, 4.4]], ',')
display(readdlm(path, ',', Float64))
display(readdlm(path, ',', String))
open(path, "w") do io
    write(io, "name,age,score\n\"Smith, J\",42,3.5\nDoe,,true\n\"say \"\"hi\"\"\",7,x\n")
end
data, hdr = readdlm(path, ',', header=true)
println(typeof(data), " ", typeof(hdr), " ", size(data))
println(repr(data[1, 1]), " ", data[1, 2] === 42, " ", data[2, 3] === true, " ", repr(data[2, 2]), " ", repr(data[3, 1]))
println(hdr)
rm(path)
display(readdlm(IOBuffer("1 2 3\n4 5 6\n\n7 8 9\n")))
display(readdlm(IOBuffer("  1   2\n3 4  \n"), Int))
display(readdlm(IOBuffer("# c\n1,2\n3,4 # end\n"), ',', Int, comments=true))
display(readdlm(IOBuffer("skip me\n1\t2\r\n3\t4\r\n"), '\t', skipstart=1))
display(readdlm(IOBuffer("a,b\nc\n"), ','))
for (text, T) in (("1,2\n3,a\n", Float64), ("1,2\n3\n", Int), ("", Float64))
    try
        readdlm(IOBuffer(text), ',', T)
    catch e
        println(e)
    end
end
try
    readdlm(IOBuffer("1,2"), ',', foo=1)
catch e
    println(e)
end
try
    readdlm("/nonexistent/file.csv", ',')
catch e
    println(e)
end
writedlm(stdout, zip([1, 2], ["a", "b,c"]), ',')
writedlm(stdout, [1.5, 2.0])
writedlm(stdout, [[1, 2], [3, 4]], ' ')
writedlm(stdout, ["quote\"d" "plain"], ';')
show(stdout, MIME"text/csv"(), [1 2; 3 4])
