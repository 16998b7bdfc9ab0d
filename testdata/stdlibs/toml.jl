# TOML as Julia 1.10's stdlib/TOML over Base.TOML (base/toml_parser.jl,
# stdlib/TOML/src/print.jl). What each line relies on:
# - tables are Dict{String, Any}; arrays get the type of their elements as
#   they are read (push!! in toml_parser.jl: [] is Union{}[], [1, "a"] a
#   Vector{Union{Int64, String}}, a third type gives Vector{Any}); arrays of
#   tables ([[t]]) are Vector{Any};
# - decimal integers are Int64 (up to 17 characters), hex/octal/binary
#   UInt64 (PR #47903, "support UInt & BigInt in TOML", in Julia 1.10);
# - dates and times are Dates.DateTime / Date / Time ("Z" accepted, other
#   offsets are "offset date-time is not supported");
# - errors: ParserError with Julia's messages, line, column (of the last
#   character read) and the line with a caret, as showerror prints them;
# - TOML.print: plain keys first, then tables ([a] only when the table has
#   plain entries; nested headers indented four spaces a level), arrays of
#   tables as [[a]]; sorted=true sorts the keys; dates in
#   YYYY-mm-ddTHH:MM:SS.sssZ; keys with other characters than A-Za-z0-9_-
#   quoted.
using TOML, Dates

d = TOML.parse("""
# a comment
title = "TOML Example"   # trailing comment
[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00Z

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }
""")
println(d["title"], " | ", d["owner"]["name"], " | ", d["owner"]["dob"])
db = d["database"]
println(db["enabled"], " ", db["ports"], " ", typeof(db["ports"]))
println(eltype(db["data"]) == Union{Vector{String}, Vector{Float64}}, " ", db["data"][1], " ", db["data"][2])
println(db["temp_targets"]["cpu"], " ", typeof(db["temp_targets"]))
println(sort(collect(keys(d))))

# values and their types
v = TOML.parse("""
i = 42
neg = -17
plus = +5
big = 1_000_000
hex = 0xff
oct = 0o17
bin = 0b101
f1 = 3.5
f2 = -2.5e-3
f3 = 6.626E-34
f4 = 5e+22
pinf = inf
minf = -inf
nan = nan
t = true
f = false
""")
for k in ["i", "neg", "plus", "big", "hex", "oct", "bin", "f1", "f2", "f3", "f4", "pinf", "minf", "nan", "t", "f"]
    x = v[k]
    println(k, " = ", repr(x), " :: ", typeof(x))
end

# arrays
a = TOML.parse("""
ints = [1, 2, 3]
empty = []
mixed = [1, "two"]
three = [1, "two", 3.0]
nested = [[1, 2], [3]]
strs = ["a", 'b',]
multi = [
  1,  # one
  2,
]
tables = [{x = 1}, {y = 2}]
""")
for k in ["ints", "empty", "mixed", "three", "nested", "strs", "multi", "tables"]
    println(k, " :: ", typeof(a[k]), " ", a[k])
end

# strings and keys
s = TOML.parse("""
basic = "tab\\there \\"quoted\\" \\u00e9 \\U0001F600"
literal = 'C:\\Users\\nodejs'
multi = \"\"\"
Roses are red
Violets are blue\"\"\"
folded = \"\"\"
The quick \\
    brown fox.\"\"\"
rawmulti = '''
first line
  second \\n'''
"quoted key" = 1
'lit key' = 2
1234 = "digits"
a.b.c = "dotted"
a . d = "spaced"
"" = "empty key"
""")
println(repr(s["basic"]))
println(repr(s["literal"]))
println(repr(s["multi"]))
println(repr(s["folded"]))
println(repr(s["rawmulti"]))
println(s["quoted key"], " ", s["lit key"], " ", s["1234"], " ", s["a"]["b"]["c"], " ", s["a"]["d"], " ", s[""])

# tables, dotted headers, arrays of tables
t = TOML.parse("""
[a.b]
x = 1
[a]
y = 2
[[fruit]]
name = "apple"
[fruit.physical]
color = "red"
[[fruit.variety]]
name = "red delicious"
[[fruit]]
name = "banana"
""")
println(t["a"]["b"]["x"], " ", t["a"]["y"])
println(typeof(t["fruit"]), " ", length(t["fruit"]))
println(t["fruit"][1]["name"], " ", t["fruit"][1]["physical"]["color"], " ", t["fruit"][1]["variety"][1]["name"], " ", t["fruit"][2]["name"])

# dates and times
dt = TOML.parse("""
odt = 1979-05-27T07:32:00Z
ldt = 1979-05-27T07:32:00
space = 1979-05-27 07:32:00
ms = 1979-05-27T00:32:00.999
ld = 1979-05-27
lt = 07:32:00
lt2 = 00:32:00.123
""")
for k in ["odt", "ldt", "space", "ms", "ld", "lt", "lt2"]
    println(k, " = ", dt[k], " :: ", typeof(dt[k]))
end

# errors: tryparse returns the ParserError, parse throws it
function report(str)
    e = TOML.tryparse(str)
    if e isa TOML.ParserError
        println(e.type, " at ", e.line, ":", e.column, " pos ", e.pos)
        showerror(stdout, e)
        println()
    else
        println("parsed: ", e)
    end
end
report("a = ")
report("x = 1\ny = [1,2")
report("a = 1\na = 2")
report("a = 1 b = 2")
report("a = 01")
report("a = 1.")
report("a = 1__0")
report("a = \"open")
report("a = \"bad \\q\"")
report("[t]\nx = 1\n[t]")
report("a = {x = 1,}")
report("a = 1979-05-27T07:32:00+01:00")
report("a = 2021-02-30")
report("a = .5")
report("a = +0x10")
report("k\$y = 1")
report("a = [1 2]")
report("a = tru")
report("= 1")
report("a = 99999999999999999999999999999999999999999999")
try
    TOML.parse("a = [1,\n 2,,]")
catch e
    println(typeof(e), " ", e isa TOML.ParserError)
    showerror(stdout, e)
    println()
end

# streams, files, a reused parser
println(TOML.parse(IOBuffer("x = [1.5]")))
path = tempname() * ".toml"
write(path, "[pkg]\nname = \"Kiln\"\nversion = \"1.0.0\"\n")
println(TOML.parsefile(path))
write(path, "ok = 1\nbad = [\n")
e = TOML.tryparsefile(path)
println(e.type, " ", e.line, ":", e.column, " ", e.filepath == abspath(path))
rm(path)
try
    TOML.parsefile(path)
catch err
    println(typeof(err), " ", occursin("No such file", sprint(showerror, err)))
end
p = TOML.Parser()
println(TOML.parse(p, "a = 1"), " ", TOML.parse(p, "b = 2"))

# printing
TOML.print(Dict("name" => "Kiln", "version" => 1, "ok" => true, "pi" => 3.25); sorted=true)
println("--")
data = Dict{String,Any}(
    "title" => "demo",
    "owner" => Dict{String,Any}("name" => "Tom", "dob" => DateTime(1979, 5, 27, 7, 32)),
    "servers" => Dict{String,Any}(
        "alpha" => Dict{String,Any}("ip" => "10.0.0.1", "ports" => [8001, 8002]),
        "beta" => Dict{String,Any}("ip" => "10.0.0.2")),
    "products" => [Dict{String,Any}("name" => "Hammer", "sku" => 738594937),
                   Dict{String,Any}("name" => "Nail", "color" => "gray")],
    "dates" => [Date(2020, 1, 2)],
    "times" => [Time(9, 5, 7)],
    "floats" => [Inf, -Inf, NaN, 1.5],
    "quoted key" => "a \"q\"\tb\\",
)
TOML.print(data; sorted=true)
println("--")
TOML.print(Dict("a" => Dict("b" => Dict("c" => 1))))
println("--")
# unsigned integers print in hexadecimal, two digits a byte (print_integer);
# an empty table gets its header
TOML.print(Dict("h" => 0x00000000000000ff, "w" => UInt16(0x1234), "e" => Dict{String,Any}()); sorted=true)
println("--")
io = IOBuffer()
TOML.print(io, Dict("n" => [1, 2]))
println(repr(String(take!(io))))
struct Point
    x::Int
    y::Int
end
TOML.print(x -> x isa Point ? [x.x, x.y] : x, Dict("p" => Point(1, 2)))
try
    TOML.print(Dict("p" => Point(1, 2)))
catch err
    println(sprint(showerror, err))
end
s = sprint(io -> TOML.print(io, data; sorted=true))
back = TOML.parse(s)
println(back["servers"]["alpha"]["ports"] == [8001, 8002], " ", back["owner"]["dob"] == DateTime(1979, 5, 27, 7, 32), " ", back["quoted key"] == data["quoted key"])
