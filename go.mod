module github.com/kiln-lang/kiln

go 1.26.8

require (
	github.com/pelletier/go-toml/v2 v2.4.3
	tinygo.org/x/go-llvm v0.0.0-20240106122909-c2c543540318 // indirect
)
