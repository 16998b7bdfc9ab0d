# const with a declared type: the value is converted to the type.
const x::UInt8 = 0xfe
println(x, " ", typeof(x))
const y::Float64 = 3
println(y, " ", typeof(y))
f() = x + 0x01
println(f())
