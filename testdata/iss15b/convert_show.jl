# convert's MethodError as showerror prints it (base/errorshow.jl,
# show_convert_error): one line when the two types have different names;
# otherwise each type on its own indented line, printed parameter by
# parameter against the other (print_with_compare: the type's name, then
# its parameters joined by a bare comma). The candidates list (convert's
# methods, then the target's constructors) is checked here from the
# target's constructors on: the convert methods listed first are Base's.
struct W{T}
    x::T
end
struct Q
    a::Int
end

function report(f)
    try
        f()
    catch e
        s = sprint(showerror, e)
        s = replace(s, r"@ Main \S*/" => "@ Main ")
        i = findfirst("Closest candidates are:", s)
        println(s[1:last(i)])
        for line in split(s[last(i)+1:end], '\n')
            # the candidates defined in this file, with their locations
            (occursin("W{", line) || occursin("Q(", line) || occursin("@ Main", line)) && println(line)
        end
    end
end

report(() -> convert(Q, "a"))
report(() -> convert(W{Int}, W("a")))
report(() -> convert(W{Int}, 1.5))
