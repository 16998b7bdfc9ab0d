# median of an empty vector (Statistics median!):
using Statistics
median(Float64[])
