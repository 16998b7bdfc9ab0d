# An uncaught ambiguity: Julia 1.10's report (base/errorshow.jl,
# showerror_ambiguous), then exit status 1.
area(w::Float64, h) = w * h
area(w, h::Float64) = w * h
println(area(2.0, 3))
area(2.0, 3.0)
