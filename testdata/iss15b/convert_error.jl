# A failed implicit conversion prints Julia 1.10's convert MethodError
# (base/errorshow.jl: show_convert_error, and show_method_candidates,
# which pools convert's methods with the target type's constructors and
# shows only those whose first argument matches).
struct Meters
    v::Float64
end
struct Box
    m::Meters
end
println("start")
Box(3.0)
