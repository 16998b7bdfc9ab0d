package driver

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/kiln-lang/kiln/cache"
	"github.com/kiln-lang/kiln/pkg"
)

// Settings that the kiln command takes from the environment and an
// embedding program (the root package kiln) passes in Options: the
// environment is read only when the option is unset.

// depot is the depot directory: Options.Depot, else $KILN_DEPOT, else
// ~/.kiln.
func (s *Session) depot() (string, error) {
	if s.opts.Depot != "" {
		return filepath.Abs(s.opts.Depot)
	}
	return pkg.Depot()
}

// cpuTarget is the CPU to generate code for ("" for the host's):
// Options.CPUTarget, else $KILN_CPU_TARGET.
func (s *Session) cpuTarget() string {
	if s.opts.CPUTarget != "" {
		return s.opts.CPUTarget
	}
	return os.Getenv("KILN_CPU_TARGET")
}

// cacheConfig is the configuration of the remote stores:
// Options.Cache, else the environment's.
func (s *Session) cacheConfig() cache.Config {
	if s.opts.Cache != nil {
		return *s.opts.Cache
	}
	return cache.ConfigFromEnv()
}

// newEnv is the session's package environment: the project, the program
// file's project and the load path (Options.LoadPath, else
// $KILN_LOAD_PATH).
func (s *Session) newEnv() (*pkg.Env, error) {
	if s.opts.LoadPath == nil {
		return pkg.EnvFromOS(s.opts.Project, s.opts.Script)
	}
	return pkg.NewEnv(pkg.EnvConfig{Project: s.opts.Project, Script: s.opts.Script,
		LoadPath: strings.Join(s.opts.LoadPath, string(filepath.ListSeparator))})
}

// childEnv is the environment of a child `kiln precompile`: this
// process's, with the options that replace environment variables written
// back into them.
func (s *Session) childEnv() []string {
	env := os.Environ()
	if s.opts.Depot != "" {
		if d, err := s.depot(); err == nil {
			env = append(env, "KILN_DEPOT="+d)
		}
	}
	if s.opts.LoadPath != nil {
		env = append(env, "KILN_LOAD_PATH="+strings.Join(s.opts.LoadPath, string(filepath.ListSeparator)))
	}
	if s.opts.CPUTarget != "" {
		env = append(env, "KILN_CPU_TARGET="+s.opts.CPUTarget)
	}
	if s.opts.Cache != nil {
		env = append(env, s.opts.Cache.Env()...)
	}
	return append(env, s.opts.ChildEnv...)
}
