# sqrt(-1.0) inside a user function: the DomainError is thrown by Base's
# throw_complex_domainerror (a frame of its own), from sqrt, which is
# inlined into the caller (Julia 1.10 prints " [2] sqrt\n   @ ./math.jl:686
# [inlined]"; Kiln's Base has its own file and line), then the user frames
# at the lines of their calls. See base/errorshow.jl print_stackframe.
@noinline function root(x)
    r = sqrt(x)
    return r
end

function main()
    println(root(4.0))
    println(root(-1.0))
end

main()
