module Stamp
export stamp
stamp(x) = string("[", x, "]")
end
