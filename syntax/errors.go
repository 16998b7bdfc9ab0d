package syntax

import "fmt"

// Error is a syntax error: a message at a source position. The lexer and
// the parser report every problem with the input as an *Error.
type Error struct {
	Pos Pos
	Msg string
}

// Error formats the error as file:line:col: message.
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
