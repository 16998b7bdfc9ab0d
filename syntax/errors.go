package syntax

import "fmt"

// Error is a syntax error: a message at a source position. The lexer and
// the parser report every problem with the input as an *Error.
type Error struct {
	Pos Pos
	Msg string
	// Incomplete is set when the input ended inside an unfinished
	// construct (an open block, bracket, string or comment): more input
	// could complete it, so an interactive reader asks for another line.
	Incomplete bool
}

// Error formats the error as file:line:col: message.
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
