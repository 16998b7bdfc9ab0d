# Indexing past the end of a Vector throws BoundsError.
a = [1, 2, 3]
println(a[3])
println(a[4])
