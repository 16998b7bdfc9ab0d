# Base64 as Julia 1.10's stdlib/Base64 (RFC 4648: standard alphabet, `=`
# padding; characters outside the alphabet are skipped when decoding, a
# group without its padding is malformed: Julia's stdlib/Base64/src/decode.jl).
# Expected encodings checked with Python's base64 module.
using Base64
println(base64encode("hello"))
println(base64encode(""), "|", base64encode("a"), "|", base64encode("ab"), "|", base64encode("abc"))
println(String(base64decode("aGVsbG8=")))
println(base64decode("YQ=="), " ", base64decode("YWI="), " ", base64decode(""))
println(base64encode(UInt8[0xff, 0x00, 0x10]), " ", base64encode(UInt8[0xfb, 0xff]))
println(String(base64decode("SGVs\nbG8g V29y bGQ=")), " ", String(base64decode("Y*W-Jj")), " ", String(base64decode("YQ==YWI=")))
io = IOBuffer()
p = Base64EncodePipe(io)
write(p, "Hello, ")
write(p, "World!")
close(p)
println(String(take!(io)))
println(base64encode(print, 1, 2.5))
println(read(Base64DecodePipe(IOBuffer("SGk=")), String))
for bad in ("a*==", "YQ=a", "abc")
    try
        base64decode(bad)
    catch e
        println(e)
    end
end
println(stringmime("text/plain", [1, 2]))
println(base64encode(show, MIME("text/plain"), 1:3))
bytes = UInt8[i % 256 for i in 0:300]
println(base64decode(base64encode(bytes)) == bytes)
println(istextmime("text/html"), " ", istextmime("application/json"), " ", istextmime("image/png"))
