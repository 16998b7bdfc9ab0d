module github.com/kiln-lang/kiln

go 1.26.8

require (
	github.com/google/pprof v0.0.0-20261105003125-4bf881d7fb0b
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/peterh/liner v1.2.3
	github.com/redis/go-redis/v9 v9.23.0
	golang.org/x/sys v0.48.0
	tinygo.org/x/go-llvm v0.0.0-20240106122909-c2c543540318
)

require (
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	go.uber.org/atomic v1.12.0 // indirect
)
