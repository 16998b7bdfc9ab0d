# Statistics (Julia 1.10's Statistics stdlib): mean, median, middle, var,
# std (corrected=), cov, cor, quantile (the default type-7 definition:
# aleph = fma(n, p, 1 - p)) and dims= for matrices. Expected values computed
# with numpy (np.mean, np.median, np.var(ddof=1), np.cov(rowvar=False),
# np.quantile), except cor, whose formula (Statistics' corm:
# xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy))) was evaluated in Python.
# cov and cor of Float64 data go through BLAS (dot, gemm), whose last digit
# depends on the kernel the CPU selects (as in Julia): those are printed
# rounded to 12 digits.
using Statistics
x = [1.0, 2.0, 3.0, 4.0, 10.0]
println(mean(x), " ", median(x), " ", var(x), " ", std(x), " ", var(x; corrected=false), " ", std(x; corrected=false))
println(mean([1, 2, 3, 4]), " ", median([3, 1, 2, 4]), " ", median([5, 3, 1]), " ", mean(1:10), " ", mean(abs2, [1, 2, 3]))
println(middle(1, 2), " ", middle([3, 9, 1]), " ", mean(v for v in 1:4), " ", var(1:5), " ", mean(Float64[]))
A = [1.0 2.0; 3.0 5.0; 4.0 9.0]
println(mean(A), " ", mean(A; dims=1), " ", mean(A; dims=2))
println(var(A; dims=1), " ", std(A; dims=1), " ", var(A; dims=2, corrected=false))
println(median(A; dims=1), " ", median(A; dims=2), " ", median([1 2; 3 4]))
println(round(cov([1.0, 2.0, 4.0], [2.0, 1.0, 7.0]); digits=12), " ", cov([1, 2, 3]), " ", cov([1.0, 3.0]; corrected=false))
println(cor([1.0, 2.0, 4.0], [2.0, 1.0, 7.0]), " ", cor([1.0, 2.0, 3.0], [3.0, 2.0, 1.0]), " ", cor([1, 2, 3]))
println(round.(cov(A); digits=12), " ", round.(cov([1.0 2.0 3.0; 2.0 4.0 7.0]; dims=2); digits=12))
println(round.(cor(A); digits=12))
println(quantile([1.0, 2.0, 3.0, 4.0], 0.25), " ", quantile([5, 1, 3, 2, 4], [0.0, 0.5, 1.0]), " ", quantile(1:9, 0.5), " ", quantile([10, 20], 0.25))
println(quantile([1.0, 2.0, 3.0, 4.0], (0.5, 0.75)), " ", quantile([4.0, 1.0, 2.0], 0.5; sorted=false))
v = [3, 1, 2]
println(median!(v), " ", v)
