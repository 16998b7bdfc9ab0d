# Sorting algorithms on vectors: insertion sort, quicksort, merge sort,
# binary search; checked against sort.
function insertion_sort!(a)
    for i in 2:length(a)
        key = a[i]
        j = i - 1
        while j >= 1 && a[j] > key
            a[j+1] = a[j]
            j -= 1
        end
        a[j+1] = key
    end
    return a
end
function quicksort!(a, lo=1, hi=length(a))
    if lo < hi
        p = a[(lo + hi) ÷ 2]
        i = lo
        j = hi
        while i <= j
            while a[i] < p
                i += 1
            end
            while a[j] > p
                j -= 1
            end
            if i <= j
                a[i], a[j] = a[j], a[i]
                i += 1
                j -= 1
            end
        end
        quicksort!(a, lo, j)
        quicksort!(a, i, hi)
    end
    return a
end
function merge_sort(a)
    length(a) <= 1 && return copy(a)
    mid = length(a) ÷ 2
    l = merge_sort(a[1:mid])
    r = merge_sort(a[mid+1:end])
    out = similar(a, 0)
    i = 1
    j = 1
    while i <= length(l) && j <= length(r)
        if l[i] <= r[j]
            push!(out, l[i])
            i += 1
        else
            push!(out, r[j])
            j += 1
        end
    end
    append!(out, l[i:end])
    append!(out, r[j:end])
    return out
end
function bsearch(a, x)
    lo = 1
    hi = length(a)
    while lo <= hi
        mid = (lo + hi) >>> 1
        if a[mid] == x
            return mid
        elseif a[mid] < x
            lo = mid + 1
        else
            hi = mid - 1
        end
    end
    return 0
end
function lcg_data(n, seed)
    v = Int[]
    x = seed
    for _ in 1:n
        x = (x * 1103515245 + 12345) % 2147483648
        push!(v, x % 1000)
    end
    return v
end
data = lcg_data(20, 42)
println(data)
println(insertion_sort!(copy(data)))
println(quicksort!(copy(data)) == sort(data))
println(merge_sort(data) == sort(data))
bigv = lcg_data(2000, 7)
s = sort(bigv)
println(insertion_sort!(copy(bigv)) == s, " ", quicksort!(copy(bigv)) == s, " ", merge_sort(bigv) == s)
println(bsearch(s, s[1234]) > 0, " ", bsearch([1, 3, 5], 4))
println(s[1], " ", s[end], " ", sum(s))
println(merge_sort([3.5, -1.0, 2.25]))
