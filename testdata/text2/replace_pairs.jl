# replace(s, pat => repl...) as Julia 1.10's base/strings/util.jl does it:
# all pairs apply at once (the match that starts first wins, the earlier
# pair on a tie; text a replacement produced is never searched again), an
# empty pattern also matches after the last character, `count` limits the
# number of replacements, and replace(io, s, pairs...) writes to io.
# (Julia 1.7 NEWS: "replace(s, pat=>repl...) accepts several pairs, applied
# left to right and simultaneously".)

# swapping two letters needs the simultaneous application
println(replace("abc", "a" => "b", "b" => "a"))
println(replace("ping pong", "ping" => "pong", "pong" => "ping"))

# the earlier match wins; at the same start the earlier pair wins
println(replace("abcd", "cd" => "X", "bc" => "Y"))
println(replace("abcd", "ab" => "1", "a" => "2"))
println(replace("abcd", "a" => "2", "ab" => "1"))

# Char, predicate, collection of Chars, Regex and function replacements together
println(replace("hello world", 'o' => '0', r"l+" => uppercase, "w" => "W"))
println(replace("a.b,c;d", ['.', ','] => ";"))
println(replace("a1b2c3", isdigit => c -> string(c + 1)))
println(replace("The cat sat", r"(\w+)$" => s"[\1]", "The" => "A"))
println(replace("x = 1", r"\s" => "", "x" => "y"))

# empty patterns match before every character and at the end
println(replace("abc", "" => "-"))
println(replace("", "" => "x"))
println(repr(replace("", "a" => "b")))

# count
println(replace("aaaa", "a" => "b"; count=2))
println(replace("foo bar", "o" => "0", "bar" => "baz"; count=2))
println(replace("abc", 'b' => 'B'; count=0))

# non-string replacements are printed
println(replace("a-b", "-" => 1), " ", replace("a-b", '-' => :sym), " ", replace("x", "x" => 'y'))

# multibyte text
println(replace("naïve café", "ï" => "i", 'é' => 'e'))
println(replace("日本語", "本" => "ほん"))

# replace into a stream
io = IOBuffer()
replace(io, "one two", "one" => "1", "two" => "2")
println(String(take!(io)))

# SubString input
s = SubString("xxabcxx", 3, 5)
println(replace(s, "b" => "B"), " ", typeof(replace(s, "b" => "B")))
