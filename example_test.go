package kiln_test

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"runtime"

	"github.com/kiln-lang/kiln"
)

// Evaluate Julia code, then call a Julia function with Go arguments.
func Example() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	if _, err := rt.Eval(`norm2(xs) = sqrt(sum(x -> x^2, xs))`); err != nil {
		log.Fatal(err)
	}
	v, err := rt.Call("norm2", []float64{3, 4})
	if err != nil {
		log.Fatal(err)
	}
	f, _ := v.Float64()
	fmt.Println(f, v.Type())
	// Output: 5 Float64
}

func ExampleRuntime_Eval() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	v, err := rt.Eval(`
		struct Point
			x::Float64
			y::Float64
		end
		println("defining ", Point)
		[Point(1, 2), Point(3, 4)]`)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(v.Type())
	fmt.Println(v)
	// Output:
	// defining Point
	// Vector{Point}
	// Point[Point(1.0, 2.0), Point(3.0, 4.0)]
}

func ExampleRuntime_Call() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	rt.Eval(`collatz(n) = n == 1 ? 0 : 1 + collatz(iseven(n) ? n ÷ 2 : 3n + 1)`)
	for _, n := range []int{1, 6, 27} {
		v, err := rt.Call("collatz", n)
		if err != nil {
			log.Fatal(err)
		}
		steps, _ := v.Int64()
		fmt.Println(n, steps)
	}
	// Call takes a Value as the function too, and qualified names.
	sqrt, _ := rt.Eval(`Base.sqrt`)
	v, _ := rt.Call(sqrt, 2.0)
	fmt.Println(v)
	v, _ = rt.Call("Base.string", "x = ", 1.5, ", ok = ", true)
	fmt.Println(v)
	// Output:
	// 1 0
	// 6 8
	// 27 111
	// 1.4142135623730951
	// "x = 1.5, ok = true"
}

// A Kiln exception is an *Error with the exception's type, Julia's
// message and the Kiln stack trace.
func ExampleError() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	rt.Eval(`checked_log(x) = x > 0 ? log(x) : throw(DomainError(x, "log needs a positive argument"))`)
	_, err = rt.Call("checked_log", -2)
	var ke *kiln.Error
	if errors.As(err, &ke) {
		fmt.Println(ke.Type)
		fmt.Println(ke.Message)
		fmt.Print(ke.Stacktrace)
	}
	// Output:
	// DomainError
	// DomainError with -2:
	// log needs a positive argument
	// Stacktrace:
	//  [1] checked_log(x::Int64)
	//    @ Main none:1
	//  [2] top-level scope
	//    @ none:1
}

// Vectors are shared without copying: a slice from Float64s writes to
// the vector itself.
func ExampleValue_Float64s() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	v, _ := rt.Eval(`ramp = collect(0.0:0.25:1.0)`)
	xs, _ := v.Float64s()
	fmt.Println(xs)
	xs[0] = 42 // the Julia vector changes too
	s, _ := rt.Eval(`sum(ramp)`)
	fmt.Println(s)
	runtime.KeepAlive(v) // xs is valid while v is reachable
	// Output:
	// [0 0.25 0.5 0.75 1]
	// 44.5
}

// NewFloat64s makes a Julia vector for Go to fill in place.
func ExampleRuntime_NewFloat64s() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	v, xs, err := rt.NewFloat64s(4)
	if err != nil {
		log.Fatal(err)
	}
	for i := range xs {
		xs[i] = float64(i * i)
	}
	m, _ := rt.Call("maximum", v)
	fmt.Println(v, m)
	// Output: [0.0, 1.0, 4.0, 9.0] 9.0
}

// Config.Stdout and Config.Stderr capture what Kiln code prints.
func ExampleConfig() {
	var out bytes.Buffer
	rt, err := kiln.New(kiln.Config{Stdout: &out})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	rt.Eval(`for i in 1:3; print(i, " "); end; println(stdout, "done")`)
	fmt.Printf("%q\n", out.String())
	// Output: "1 2 3 done\n"
}

// Config.Cache shares package images through remote stores
// (docs/cache.md): on a miss in the depot, images are fetched from the
// stores, verified against the trusted keys, and used; those this
// process builds are signed and uploaded. (Not run: it needs a store.)
func ExampleCacheConfig() {
	kiln.HandleImageBuild() // first in main: image builds run this executable
	rt, err := kiln.New(kiln.Config{
		BuildImages: true,
		Cache: &kiln.CacheConfig{
			Stores:     []string{"https://cache.example.com/kiln", "redis://10.0.0.5:6379/0?ro"},
			Trust:      []string{"kiln-ed25519:Xb3PpHjOAtiWmUKvW0fH4cN1H9QUoK3o2mUeQbh4xCc="},
			SigningKey: "/etc/kiln/signing.key",
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	if err := rt.Using("MyPackage"); err != nil {
		log.Fatal(err)
	}
}

func ExampleRuntime_Using() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	if err := rt.Using("Printf"); err != nil {
		log.Fatal(err)
	}
	v, _ := rt.Eval(`@sprintf("%08.3f", pi)`)
	s, _ := v.Text()
	fmt.Println(s)
	// Output: 0003.142
}

func ExampleValue_Interface() {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	for _, src := range []string{`1 + 1`, `0.5`, `"text"`, `nothing`, `[1, 2]`, `1 => 2`} {
		v, _ := rt.Eval(src)
		x, _ := v.Interface()
		fmt.Printf("%-8s %-16s %T\n", src, v.Type(), x)
	}
	// Output:
	// 1 + 1    Int64            int64
	// 0.5      Float64          float64
	// "text"   String           string
	// nothing  Nothing          <nil>
	// [1, 2]   Vector{Int64}    []int64
	// 1 => 2   Pair{Int64, Int64} kiln.Value
}
