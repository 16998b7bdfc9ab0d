# A comma after a `;` inside parentheses makes a tuple with parameters,
# which lowering rejects when elements come before the `;`
# (julia-syntax.scm, expand-forms of tuple: "unexpected semicolon in
# tuple"); without a comma the parentheses are a block.
println((1; 2; 3))
t = (1; 2; 3, 4)
println("not reached")
