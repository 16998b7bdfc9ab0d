# CRC32c.crc32c as Julia 1.10's stdlib/CRC32c. Check values: RFC 3720
# (iSCSI) appendix B.4 (32 bytes of zeros 0x8a9136aa, of 0xff 0x62a8ab43,
# ascending 0x00..0x1f 0x46dd794e, descending 0x1f..0x00 0x113fdb5c), the
# CRC-32C catalogue check value of "123456789" (0xe3069283), and
# crc32c("hello") == 0x9a71bb4c.
using CRC32c
show(crc32c("hello")); println()
for v in (zeros(UInt8, 32), fill(0xff, 32), UInt8.(0:31), UInt8.(31:-1:0))
    show(crc32c(v)); println()
end
show(crc32c("123456789")); println()
println(crc32c("123456789") == crc32c(SubString("xx123456789yy", 3, 11)) == crc32c(codeunits("123456789") |> collect))
println(crc32c(view(UInt8.(0:40), 1:32)) == 0x46dd794e)
# chunks: crc32c(b, crc32c(a)) == crc32c([a; b]) at every split
s = "The quick brown fox jumps over the lazy dog"
show(crc32c(s)); println()
println(all(i -> crc32c(s[i+1:end], crc32c(s[1:i])) == crc32c(s), 0:length(s)))
println(crc32c(UInt8[]), " ", crc32c(""), " ", crc32c(UInt8[], 0x12345678))
# streams: all of it, or nb bytes
show(crc32c(IOBuffer(s))); println()
show(crc32c(IOBuffer("123456789xyz"), 9)); println()
path = tempname()
write(path, repeat("0123456789", 10000))
println(open(crc32c, path) == crc32c(read(path)), " ", crc32c(read(path)) == crc32c(read(path, String)))
rm(path)
try
    crc32c(IOBuffer("a"), -1)
catch e
    println(e)
end
