# Each case of corpus.txt (expression source → the text Julia 1.10 prints
# for it, following base/show.jl's show_unquoted) through Base's printer of
# Expr values: string and print of the parsed Expr (an atom that parses to
# a value, as 'a' or 0x01, is not an Expr: its case is the show_unquoted
# that labels `@show 'a'`). The same corpus checks the lowering-time
# printer (lower/unparse_test.go).
function cases()
    out = Tuple{String,String}[]
    for line in eachline("corpus.txt")
        (isempty(line) || startswith(line, "#")) && continue
        src, want = split(line, '\t')
        push!(out, (replace(String(src), "⏎" => "\n"), replace(String(want), "⏎" => "\n")))
    end
    return out
end

let n = 0, bad = 0
    for (src, want) in cases()
        n += 1
        ex = Meta.parse(src)
        if ex isa Expr
            got = string(ex)
            io = IOBuffer()
            print(io, ex)
            printed = String(take!(io))
        else
            got = printed = sprint(Base.show_unquoted, ex)
        end
        if got != want || printed != want
            bad += 1
            println("MISMATCH ", repr(src))
            println("  got:  ", repr(got))
            println("  want: ", repr(want))
        end
    end
    println(n, " cases, ", bad, " mismatches")
end
