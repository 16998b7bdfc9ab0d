# A macro defined in another file than its callers (as a package's or
# Test's macros are); its expansion throws at this file's line 6.
macro check_positive(x)
    quote
        v = $(esc(x))
        v > 0 || throw(ArgumentError("not positive"))
        v
    end
end
