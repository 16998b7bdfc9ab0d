# strip/lstrip/rstrip by a set of characters or a predicate (Julia 1.10
# strings/util.jl); the results are SubStrings of the argument.
println(repr(strip("..a.b,,", ['.', ','])), " ", repr(lstrip("000120", '0')), " ", repr(rstrip("x!!?", ('!', '?'))))
println(repr(strip(isdigit, "12ab34")), " ", repr(lstrip(isspace, "  x ")), " ", repr(strip("....", '.')))
println(typeof(strip("a.", '.')), " ", repr(strip(SubString("(x)", 1, 3), ['(', ')'])), " ", repr(rstrip("héé", 'é')))
