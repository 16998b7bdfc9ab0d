// Command embed shows Kiln embedded in a Go program: it defines a Julia
// function, calls it on Go data, shares a vector without copying and
// reports a Julia exception.
//
//	go run -tags llvm14 ./examples/embed
package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"runtime"

	"github.com/kiln-lang/kiln"
)

// The numeric kernel, in Julia: an exponential moving average, in place.
const kernel = `
function smooth!(xs::Vector{Float64}, alpha::Float64)
    0 < alpha <= 1 || throw(ArgumentError("alpha must be in (0, 1], got $alpha"))
    for i in 2:length(xs)
        @inbounds xs[i] = alpha * xs[i] + (1 - alpha) * xs[i-1]
    end
    return xs
end
`

func main() {
	rt, err := kiln.New(kiln.Config{Stdout: os.Stdout, Stderr: os.Stderr})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()

	if _, err := rt.Eval(kernel); err != nil {
		log.Fatal(err)
	}

	// A vector Go fills in place and Julia smooths in place: no copies.
	v, xs, err := rt.NewFloat64s(8)
	if err != nil {
		log.Fatal(err)
	}
	for i := range xs {
		xs[i] = float64(i % 2 * 10)
	}
	fmt.Println("input:   ", xs)
	if _, err := rt.Call("smooth!", v, 0.5); err != nil {
		log.Fatal(err)
	}
	fmt.Println("smoothed:", xs)

	// Julia values come back as Go values.
	mean, err := rt.Eval(`using Statistics; mean`)
	if err != nil {
		log.Fatal(err)
	}
	m, err := rt.Call(mean, v)
	if err != nil {
		log.Fatal(err)
	}
	f, _ := m.Float64()
	fmt.Printf("mean:     %.4f (%s)\n", f, m.Type())

	// Julia's own printing, through the runtime's stdout.
	if _, err := rt.Eval(`println("from Julia: ", round.(smooth!([0.0, 10.0, 0.0], 0.5); digits=2))`); err != nil {
		log.Fatal(err)
	}

	// A Julia exception is a *kiln.Error.
	_, err = rt.Call("smooth!", v, 2.0)
	var ke *kiln.Error
	if errors.As(err, &ke) {
		fmt.Printf("error:    %s: %s\n", ke.Type, ke.Message)
		fmt.Print(ke.Stacktrace)
	}
	// xs shares v's memory: v must stay reachable while xs is used.
	runtime.KeepAlive(v)
}
