# Newlines are whitespace inside a generator's clauses (JuliaSyntax's
# parse_comprehension parses them with whitespace_newline = true).
xs = [x
      for x in 1:10
      if x > 3]
println(xs)
ys = [x + 1
      for x in 1:3]
println(ys)
s = sum(x
        for x in 1:10
        if iseven(x)
        && x > 2)
println(s)
ps = [(i, j) for i in 1:3
      for j in 1:i
      if i != j]
println(ps)
