# parse/tryparse of Bool, Int and Float64 and the messages of their errors
# (Julia 1.10 base/parse.jl: tryparse_internal(::Type{Bool}, ...) reads a
# string starting with a digit as a UInt8 that must be 0 or 1, otherwise
# "true"/"false" between blanks; "input string is empty", "input string only
# contains whitespace", "invalid Bool representation: ..."), and the
# BoundsError of a range index into a String (checkbounds(s, r): the range
# is reported).

for s in ["true", " false ", "1", "0", "01", "2", "", "  ", "yes", "TRUE", "t"]
    println(repr(s), " => ", repr(tryparse(Bool, s)))
end

function show_err(f)
    try
        println(repr(f()))
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end
show_err(() -> parse(Bool, "  "))
show_err(() -> parse(Bool, ""))
show_err(() -> parse(Bool, "maybe"))
show_err(() -> parse(Bool, "5"))
show_err(() -> parse(Bool, "true"))
show_err(() -> parse(Int, "abc"))
show_err(() -> parse(Int, ""))
show_err(() -> parse(Int, "12 3"))
show_err(() -> parse(Int, " 12 "))
show_err(() -> parse(Int8, "300"))
show_err(() -> parse(UInt, "-1"))
show_err(() -> parse(Int, "-0x1f"))
show_err(() -> parse(Int, "z"; base=36))
show_err(() -> parse(Int, "12"; base=1))
show_err(() -> parse(Float64, "1.5x"))
show_err(() -> parse(Float64, " 2.5e3 "))
show_err(() -> parse(Float64, "-inf"))
show_err(() -> tryparse(Float64, ""))
show_err(() -> parse(Int, "9223372036854775808"))
show_err(() -> parse(BigInt, "9223372036854775808"))

# indexing errors
show_err(() -> "abc"[2:5])
show_err(() -> "abc"[0:1])
show_err(() -> "abc"[4])
show_err(() -> "héllo"[3])
show_err(() -> "héllo"[1:3])
show_err(() -> SubString("abc", 2, 5))
show_err(() -> SubString("hello", 2, 4)[2:9])
show_err(() -> "abc"[3:2])

# chop's counts must not be negative (nextind/prevind with a negative n)
show_err(() -> chop("abc"; head=-1))
show_err(() -> chop("abc"; tail=-2))
show_err(() -> chop(""; head=-1))
show_err(() -> chop("abc"; head=5))
show_err(() -> chop("abcd"; head=1, tail=1))
