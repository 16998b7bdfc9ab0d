# Base.return_types is not part of Kiln: a clear error (kiln code typed
# shows inferred types instead).
f(x) = x + 1
Base.return_types(f, (Int,))
