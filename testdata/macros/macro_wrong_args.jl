# Calling a macro with arguments no method takes: the MethodError names
# var"@one" with __source__ and __module__ first, as Julia's.
macro one(x)
    esc(x)
end
println(@one 1)
@one 1 2
