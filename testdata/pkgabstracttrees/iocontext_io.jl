# IOContext(io, context::IO): the stream of io with the properties of
# context, a plain stream (no properties) or an IOContext, as AbstractTrees'
# print_tree does with IOContext(buf, io) for any io.
buf = IOBuffer()
ctx = IOContext(buf, IOBuffer())
println(typeof(ctx), " ", get(ctx, :compact, false))
print(ctx, 0.1 + 0.2, " ", [1.0, 2.0])
println(String(take!(buf)))

inner = IOContext(IOBuffer(), :compact => true, :limit => true)
ctx2 = IOContext(buf, inner)
println(typeof(ctx2), " ", get(ctx2, :compact, false), " ", get(ctx2, :limit, false))
show(ctx2, 0.1 + 0.2)
println(String(take!(buf)))

# the properties of io itself are dropped, those of context kept
ctx3 = IOContext(IOContext(buf, :a => 1), IOBuffer())
println(get(ctx3, :a, 0), " ", typeof(ctx3))
ctx4 = IOContext(IOContext(buf, :a => 1), IOContext(stdout, :b => 2))
println(get(ctx4, :a, 0), " ", get(ctx4, :b, 0), " ", ctx4.io === buf)

# printing a node through a context built from any stream
printnode(io::IO, x) = show(IOContext(io, :compact => true), x)
function repr_node(x, io::IO)
    b = IOBuffer()
    printnode(IOContext(b, io), x)
    String(take!(b))
end
println(repr_node(1/3, stdout), " ", repr_node([1/3, 2/3], IOBuffer()))
