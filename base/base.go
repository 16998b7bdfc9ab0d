// Package base holds Kiln's Base library: Julia source, embedded in the
// binary. The driver evaluates Entry into module Base (it is not wrapped in
// `module Base`); Entry include()s the other files in dependency order.
package base

import "embed"

// FS holds every .jl file of Base.
//
//go:embed *.jl
var FS embed.FS

// Entry is the file the driver evaluates first.
const Entry = "Base.jl"
