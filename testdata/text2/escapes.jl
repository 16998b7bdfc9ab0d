# escape_string and unescape_string (Julia 1.10 base/strings/io.jl):
# escape_string(s, esc=('"',); keep=()) escapes the double quote by
# default in the String form, nothing extra in the stream form
# escape_string(io, s, esc=""; keep=()); esc takes precedence over keep; a
# NUL is "\0" unless an octal digit follows ("\x00"); \u and \U escapes use
# the fewest hex digits unless a hex digit follows. show/repr additionally
# escape '$'.

println(escape_string("tab\there \"quoted\" back\\slash"))
println(escape_string("a\nb"))
println(escape_string("dollar \$x"))
println(escape_string("q\"x", '"'))
println(escape_string("q\"x", ""))
println(escape_string("abc", "b"))
println(repr(escape_string("line\n"; keep='\n')))
println(escape_string("a\"b\n"; keep=['\n', '"']))
println(escape_string("x\"y", '"'; keep='"'))
println(escape_string("\0"), " ", escape_string("\0" * "7"), " ", escape_string("\0" * "9"))
println(escape_string("\x01\x7f\e\a\b\f\v\r"))
println(escape_string("\u200b"), " ", escape_string("\u200bA"), " ", escape_string("\u200bg"))
println(escape_string("\U10ffff"), " ", escape_string(string('\U10ffff', 'F')))
println(escape_string("héllo €"))
println(escape_string("bad \xff\xfe bytes"))

io = IOBuffer()
escape_string(io, "say \"hi\"\n")
println(String(take!(io)))
escape_string(io, "say \"hi\"", "\"")
println(String(take!(io)))

println(unescape_string("a\\tb\\nc"))
println(unescape_string("\\u00e9\\x41\\101\\\"\\\\"))
println(unescape_string("\\U1F600 \\u3b1"))
println(unescape_string("keep \\q", ['q']))
println(unescape_string(escape_string("round\ttrip \"ok\" \\ é")) == "round\ttrip \"ok\" \\ é")
try
    unescape_string("bad \\q")
catch e
    println(typeof(e), ": ", e.msg)
end

# repr/show of strings escape '$' and '"'
println(repr("a\$b\"c"), " ", repr("\u00ad"), " ", repr("日本"), " ", repr("\x80"))
show(stdout, "tab\t"); println()
print("tab\t|"); println()
