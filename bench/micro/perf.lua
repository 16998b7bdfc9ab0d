-- The standard Julia microbenchmarks in Lua for LuaJIT (the algorithms of
-- JuliaLang/Microbenchmarks, written here): timed in process, best of 5,
-- printed as `luajit,NAME,MILLISECONDS`. The BLAS benchmarks are C's and
-- Kiln's only.  luajit bench/micro/perf.lua [NAME...]
local want = {}
for _, a in ipairs(arg) do want[a] = true end
local any = next(want) ~= nil
local clock = os.clock

local function timeit(name, f)
  if any and not want[name] then return end
  f()
  local tmin = math.huge
  for _ = 1, 5 do
    local t = clock()
    f()
    t = (clock() - t) * 1000
    if t < tmin then tmin = t end
  end
  io.write(string.format("luajit,%s,%.6f\n", name, tmin))
end

local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end

local function parseints(t)
  local n
  for _ = 1, t do
    n = math.random(0, 4294967295)
    local s = string.format("%x", n)
    local m = tonumber(s, 16)
    assert(m == n)
  end
  return n
end

local function mandel(zr, zi)
  local cr, ci = zr, zi
  local maxiter = 80
  for n = 1, maxiter do
    if zr * zr + zi * zi > 4 then return n - 1 end
    zr, zi = zr * zr - zi * zi + cr, 2 * zr * zi + ci
  end
  return maxiter
end

local function mandelperf()
  local m, k = {}, 1
  for i = -10, 10 do
    for r = -20, 5 do
      m[k] = mandel(r / 10, i / 10)
      k = k + 1
    end
  end
  return m
end

local function qsort(a, lo, hi)
  local i, j = lo, hi
  while i < hi do
    local pivot = a[math.floor((lo + hi) / 2)]
    while i <= j do
      while a[i] < pivot do i = i + 1 end
      while a[j] > pivot do j = j - 1 end
      if i <= j then
        a[i], a[j] = a[j], a[i]
        i, j = i + 1, j - 1
      end
    end
    if lo < j then qsort(a, lo, j) end
    lo, j = i, hi
  end
  return a
end

local function pisum()
  local sum = 0.0
  for _ = 1, 500 do
    sum = 0.0
    for k = 1, 10000 do sum = sum + 1.0 / (k * k) end
  end
  return sum
end

local function printfd(n)
  local f = io.open("/dev/null", "w")
  for i = 1, n do f:write(string.format("%d %d\n", i, i + 1)) end
  f:close()
end

assert(fib(20) == 6765)
timeit("recursion_fibonacci", function() return fib(20) end)
timeit("parse_integers", function() return parseints(1000) end)
timeit("userfunc_mandelbrot", function()
  local s = 0
  for _, v in ipairs(mandelperf()) do s = s + v end
  assert(s == 14791)
end)
timeit("recursion_quicksort", function()
  local a = {}
  for i = 1, 5000 do a[i] = math.random() end
  qsort(a, 1, 5000)
end)
assert(math.abs(pisum() - 1.644834071848065) < 1e-12)
timeit("iteration_pi_sum", pisum)
timeit("print_to_file", function() printfd(100000) end)
