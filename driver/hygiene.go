package driver

import (
	"fmt"

	"github.com/kiln-lang/kiln/lower/hygiene"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

// hygiene makes a macro's result hygienic (package lower/hygiene); the
// fresh names it makes (#N#x) count with the session's gensyms.
func (s *Session) hygiene(n syntax.Node, def, m *methods.Module) syntax.Node {
	return hygiene.Apply(n, def, m, func(name string) string {
		s.gensyms++
		return fmt.Sprintf("#%d#%s", s.gensyms, name)
	})
}
