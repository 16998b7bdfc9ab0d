module github.com/kiln-lang/kiln

go 1.26.8

require tinygo.org/x/go-llvm v0.0.0-20240106122909-c2c543540318 // indirect
