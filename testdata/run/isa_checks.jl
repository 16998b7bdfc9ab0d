# isa against concrete and abstract built-in types.
println(1 isa Int)
println(1 isa Int64)
println(1 isa Integer)
println(1 isa Signed)
println(1 isa Real)
println(1 isa Number)
println(1 isa Any)
println(1 isa AbstractFloat)
println(1.0 isa AbstractFloat)
println(1.0 isa Float64)
println(1.0 isa Integer)
println(1f0 isa Float32, " ", 1f0 isa Float64)
println(0x01 isa Unsigned, " ", 0x01 isa Signed, " ", 0x01 isa Integer)
println(Int32(1) isa Signed)
println(true isa Bool, " ", true isa Integer, " ", true isa Signed, " ", true isa Number)
println("s" isa String, " ", "s" isa AbstractString)
println('s' isa Char, " ", 's' isa AbstractChar, " ", 's' isa Number)
println(nothing isa Nothing, " ", nothing isa Number)
println(isa(2.5, Real), " ", isa(2.5, Int))
function kind(x)
    if x isa Integer
        return "integer"
    elseif x isa AbstractFloat
        return "float"
    else
        return "other"
    end
end
println(kind(3), " ", kind(3.5), " ", kind("x"), " ", kind(0x03), " ", kind(2f0))
