# The hints Julia 1.10 prints after a MethodError's signature
# (base/errorshow.jl showerror(::MethodError): element-wise + and -, an
# array called as a function, objects that are not callable, and the hint
# handlers noncallable_number_hint_handler, nonsetable_type_hint_handler,
# string_concatenation_hint_handler and methods_on_iterable), and hints a
# program registers with Base.Experimental.register_error_hint
# (base/experimental.jl), which MethodError, UndefVarError, BoundsError and
# DomainError show after their message.
function report(f)
    try
        f()
    catch e
        s = sprint(showerror, e)
        # the message and its hints, without the candidates
        i = findfirst("\n\nClosest candidates are:", s)
        println(i === nothing ? s : s[1:first(i)-1])
        println("---")
    end
end
report(() -> (x = 2; x(3)))
report(() -> [1, 2] + 1)
report(() -> 1 - [1.0])
report(() -> [1 2; 3 4] - 1.5)
report(() -> max([1, 2]))
report(() -> min((1, 2)))
report(() -> (d = Dict; d["k"] = 2))
report(() -> (a = [1 2; 3 4]; a[1][2] = 5))
report(() -> [1, 2](1))
report(() -> "a" + "b")
report(() -> "a" + 1)
struct Meters
    v::Float64
end
Base.Experimental.register_error_hint(MethodError) do io, exc, argtypes, kwargs
    if exc.f === length && argtypes == (Meters,)
        print(io, "\nA Meters has no length; use m.v.")
    end
end
Base.Experimental.register_error_hint(UndefVarError) do io, exc
    exc.var === :metres && print(io, "\nDid you mean `meters`?")
end
report(() -> length(Meters(1.0)))
report(() -> metres)
println(max(3), " ", min(2.5), " ", minmax(1))
