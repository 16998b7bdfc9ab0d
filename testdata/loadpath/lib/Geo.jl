module Geo
export area
area(r) = π * r^2
perimeter(r) = 2π * r
end
