# Word counting and grouping (Dict{String,Int}, Dict{Int,Vector{String}}, sort by=/lt=/rev=, sum do-block); checked by hand.
# Word frequency / grouping with Dicts, sorting by= rev=
text = """
The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs! A quick fox, a lazy dog, and THE end.
"""

words = [lowercase(m.match) for m in eachmatch(r"[A-Za-z]+", text)]
println(length(words), " words")
counts = Dict{String,Int}()
for w in words
    counts[w] = get(counts, w, 0) + 1
end
top = sort(collect(counts); by = p -> (-p.second, p.first))
for (w, c) in top[1:5]
    println(rpad(w, 8), lpad(c, 3))
end
bylen = Dict{Int,Vector{String}}()
for w in unique(words)
    push!(get!(bylen, length(w), String[]), w)
end
for k in sort(collect(keys(bylen)))
    println(k, " => ", join(sort(bylen[k]), ","))
end
first_letters = Dict{Char,Vector{Int}}()
for (i, w) in enumerate(words)
    push!(get!(() -> Int[], first_letters, w[1]), i)
end
println(first_letters['t'])
println(sort(collect(keys(first_letters))))
println(sort(unique(words), lt = (a, b) -> length(a) == length(b) ? a > b : length(a) < length(b))[1:6])
println(sort(words, rev = true)[1:3])
println(issorted(sort(words)))
mx = maximum(values(counts))
println([k for (k, v) in counts if v == mx])
println(sum(length, words), " ", mapreduce(length, max, words))
s = sum(words) do w
    count(in("aeiou"), w)
end
println("vowels: ", s)
println(replace("the cat sat", "at" => "og", "the" => "a"))
println(titlecase("hello world from julia"))
println(uppercasefirst("julia"), " ", reverse("stressed"))
