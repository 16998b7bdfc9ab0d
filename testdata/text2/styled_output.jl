# printstyled and the ANSI tables packages index (Julia 1.10 base/util.jl:
# text_colors maps color names, the style names and 0:255 to their escape
# codes, disable_text_style the styles to the codes that end them;
# printstyled prints plain text unless the stream has :color => true, and
# then wraps each line in the codes, ending with the default color).

printstyled("plain red"; color=:red); println()
printstyled("bold ", "two"; bold=true, color=:blue); println()
println(repr(Base.text_colors[:red]), " ", repr(Base.text_colors[:bold]), " ", repr(Base.text_colors[196]), " ", repr(Base.text_colors[:default]))
println(haskey(Base.text_colors, :light_cyan), " ", haskey(Base.text_colors, :purple), " ", haskey(Base.text_colors, 256))
println(repr(Base.disable_text_style[:bold]), " ", repr(Base.disable_text_style[:underline]), " ", repr(get(Base.text_colors, :nope, "none")))
try
    Base.text_colors[:purple]
catch e
    println(typeof(e))
end
color_io(f) = sprint(io -> f(IOContext(io, :color => true)))
println(repr(color_io(io -> printstyled(io, "c"; color=:green))))
println(repr(color_io(io -> printstyled(io, "a\nb"; color=:red, bold=true))))
println(repr(color_io(io -> printstyled(io, "u"; underline=true))))
println(repr(color_io(io -> printstyled(io, "n"; color=208))))
println(repr(sprint(io -> printstyled(io, "no color"; color=:red))))
