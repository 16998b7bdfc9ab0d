# An invalid pattern: Julia 1.10's Regex throws ErrorException with PCRE2's
# message and offset (base/pcre.jl, compile); Julia bundles PCRE2 10.42.
println("before")
try
    Regex("(?<n>a")
catch e
    println(typeof(e), ": ", e.msg)
end
try
    Regex("abc", "q")
catch e
    println(e)
end
re = Regex("a(b")
println("not reached")
