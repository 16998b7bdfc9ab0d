module MiniPkg
export clamp01, mean2
clamp01(x) = x < 0 ? zero(x) : x > 1 ? one(x) : x
mean2(v) = sum(v) / length(v)
end
