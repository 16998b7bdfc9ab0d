# SHA as Julia 1.10's stdlib/SHA (SHA.jl 0.7): sha1, the SHA-2 and SHA-3
# families on strings, byte vectors, tuples and streams, the contexts
# (update!/digest!, shown as "SHA2 256-bit hash state": SHA.jl src/types.jl;
# update! returns the byte count while bytes wait in the block buffer:
# src/common.jl) and HMAC (hmac_sha256(key::Vector{UInt8}, data): src/hmac.jl,
# a String key is a MethodError). Digests are the FIPS 180-4 / FIPS 202 test
# vectors ("abc", "", the 448-bit message, a million 'a's) and RFC 4231's HMAC
# cases; the other expected digests were computed with Python's hashlib/hmac.
using SHA
println(bytes2hex(sha256("abc")))
println(bytes2hex(sha256("")))
println(bytes2hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))
println(bytes2hex(sha256("a"^1000000)))
println(bytes2hex(sha1("abc")), " ", bytes2hex(sha1("")))
println(bytes2hex(sha1("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))
println(bytes2hex(sha224("abc")))
println(bytes2hex(sha384("abc")))
println(bytes2hex(sha512("abc")))
println(bytes2hex(sha512("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")))
println(bytes2hex(sha3_224("abc")))
println(bytes2hex(sha3_256("abc")), " ", bytes2hex(sha3_256("")))
println(bytes2hex(sha3_384("abc")))
println(bytes2hex(sha3_512("abc")))
println(sha2_256("abc") == sha256("abc"), " ", sha2_512("x") == sha512("x"))
# padding boundaries: one and two final blocks
for n in (55, 56, 63, 64, 65, 111, 112, 128, 135, 136, 137)
    s = "x"^n
    println(n, " ", bytes2hex(sha1(s))[1:8], " ", bytes2hex(sha256(s))[1:8], " ",
            bytes2hex(sha512(s))[1:8], " ", bytes2hex(sha3_256(s))[1:8])
end
# the result and the inputs it takes
d = sha1("abc")
println(typeof(d), " ", length(d), " ", length(sha224("")), " ", length(sha3_384("")))
show(sha1("abc")); println()
bytes = Vector{UInt8}("hello world")
println(sha256(bytes) == sha256("hello world"))
println(sha256(view(bytes, 1:5)) == sha256("hello"))
println(sha256(SubString("say hello", 5)) == sha256("hello"))
println(sha256((0x68, 0x65, 0x6c, 0x6c, 0x6f)) == sha256("hello"))
println(bytes2hex(sha256(UInt8[0x00, 0xff])))
println(bytes2hex(sha256(IOBuffer("abc"))))
path = tempname()
write(path, "a"^10000)
println(bytes2hex(open(sha256, path)))
println(open(sha1, path) == sha1("a"^10000), " ", open(io -> sha3_256(io), path) == sha3_256("a"^10000))
rm(path)
# contexts
ctx = SHA256_CTX()
println(ctx)
show(update!(ctx, b"some data")); println()
show(update!(ctx, b"some more data")); println()
println(bytes2hex(digest!(ctx)) == bytes2hex(sha256("some datasome more data")))
println(SHA1_CTX(), "; ", SHA2_512_CTX(), "; ", SHA3_256_CTX(), "; ", SHA384_CTX())
c5 = SHA512_CTX()
show(update!(c5, b"abc")); println()
c = SHA1_CTX()
update!(c, b"hello world", 5)
println(bytes2hex(digest!(c)) == bytes2hex(sha1("hello")))
c3 = SHA3_512_CTX()
for part in ("ab", "c")
    update!(c3, Vector{UInt8}(part))
end
println(digest!(c3) == sha3_512("abc"))
# HMAC (RFC 4231 cases 2 and 6, and the common "key"/"quick brown fox" one)
println(bytes2hex(hmac_sha256(Vector{UInt8}("Jefe"), "what do ya want for nothing?")))
println(bytes2hex(hmac_sha512(Vector{UInt8}("Jefe"), "what do ya want for nothing?")))
longkey = fill(0xaa, 131)
println(bytes2hex(hmac_sha256(longkey, "Test Using Larger Than Block-Size Key - Hash Key First")))
println(bytes2hex(hmac_sha1(Vector{UInt8}("key"), "The quick brown fox jumps over the lazy dog")))
println(bytes2hex(hmac_sha256(Vector{UInt8}("key"), Vector{UInt8}("The quick brown fox jumps over the lazy dog"))))
println(hmac_sha256(UInt8[1, 2], IOBuffer("data")) == hmac_sha256(UInt8[1, 2], "data"))
try
    hmac_sha256("key", "data")
catch e
    println(typeof(e))
end
