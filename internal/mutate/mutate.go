package mutate

import (
	"fmt"
	"math/rand/v2"
	"sort"
)

// Seed is one program the campaign mutates.
type Seed struct {
	Name string // its path, for reports
	Toks []Token
}

// Corpus holds the seeds and, by kind, the distinct tokens they contain:
// the material that replacements draw from.
type Corpus struct {
	Seeds []Seed
	pool  map[Kind][]string
}

// Limits are values at the edges of Julia's types and collections, inserted
// or substituted for literals: the inputs that overflow sizes, reach
// special floating-point paths, or empty loops.
var Limits = []string{
	"typemax(Int)", "typemin(Int)", "2^62", "2^63", "-2^63", "typemax(Int)÷4", "2^31", "2^32",
	"-1", "0", "-0.0", "NaN", "Inf", "-Inf", "1e308", "5e-324", "0x00", "0xff", "typemax(UInt)",
	"Int8(127)", "Int8(-128)", "UInt8(255)", "Int32(2)^31", "big(2)^100", "1//0", "0//1", "1.0f0", "NaN32",
	"[]", "()", "Any[]", "Int[]", "Dict()", "Set()", "\"\"", "''", "nothing", "missing", ":x", "(;)",
	"(1,)", "1:0", "typemin(Int):typemax(Int)", "Vector{Int}(undef, 0)", "zeros(0, 3)", "Char(0x10ffff)",
	"\"\\xff\"", "true", "Int", "Any", "Union{}", "Core.Any", "Vararg", "Val(1)", "Ref(1)", "x -> x",
}

var insertKeywords = []string{
	"end", "end", "end", "begin", "if", "for", "while", "function", "return", "break", "continue",
	"let", "do", "try", "catch", "finally", "local", "global", "const", "struct", "else", "elseif",
	"where", "in", "quote", "macro", "module", "isa",
}

var insertPuncts = []string{"(", ")", "[", "]", "{", "}", ",", ";", "::", "...", "=", ".", "'", "@", "$", ":", "->", "?"}

// NewCorpus builds a corpus from named sources.
func NewCorpus(names, sources []string) *Corpus {
	c := &Corpus{pool: map[Kind][]string{}}
	seen := map[Kind]map[string]bool{}
	for i, src := range sources {
		toks := Tokenize(src)
		c.Seeds = append(c.Seeds, Seed{Name: names[i], Toks: toks})
		for _, t := range toks {
			if t.Text == "" {
				continue
			}
			if seen[t.Kind] == nil {
				seen[t.Kind] = map[string]bool{}
			}
			if !seen[t.Kind][t.Text] {
				seen[t.Kind][t.Text] = true
				c.pool[t.Kind] = append(c.pool[t.Kind], t.Text)
			}
		}
	}
	for _, p := range c.pool {
		sort.Strings(p) // independent of map order: campaigns are reproducible
	}
	return c
}

// Mutant is one mutated program and how it was made.
type Mutant struct {
	Seed   string   // the seed's name
	Source string   // the mutated program
	Ops    []string // the mutations applied, for reports
}

// Make derives mutant number i of a campaign with the given seed: the same
// (seed, i) always gives the same mutant of the same corpus.
func (c *Corpus) Make(seed, i uint64) Mutant {
	rng := rand.New(rand.NewPCG(seed, i))
	s := c.Seeds[rng.IntN(len(c.Seeds))]
	toks := append([]Token(nil), s.Toks...)
	m := Mutant{Seed: s.Name}
	n := 1
	for n < 4 && rng.IntN(2) == 0 {
		n++
	}
	for k := 0; k < n; k++ {
		var op string
		toks, op = c.mutate(rng, toks)
		m.Ops = append(m.Ops, op)
	}
	m.Source = Join(toks)
	return m
}

// tokIndex picks a token that carries text (not the trailing blanks).
func tokIndex(rng *rand.Rand, toks []Token) int {
	for tries := 0; tries < 8; tries++ {
		j := rng.IntN(len(toks))
		if toks[j].Text != "" {
			return j
		}
	}
	return 0
}

// pickOfKind returns the index of a random token of one of the kinds, or -1.
func pickOfKind(rng *rand.Rand, toks []Token, kinds ...Kind) int {
	var idx []int
	for j, t := range toks {
		for _, k := range kinds {
			if t.Kind == k && t.Text != "" {
				idx = append(idx, j)
				break
			}
		}
	}
	if len(idx) == 0 {
		return -1
	}
	return idx[rng.IntN(len(idx))]
}

func (c *Corpus) from(rng *rand.Rand, k Kind) string {
	p := c.pool[k]
	if len(p) == 0 {
		return Limits[rng.IntN(len(Limits))]
	}
	return p[rng.IntN(len(p))]
}

func insert(toks []Token, j int, ins ...Token) []Token {
	out := make([]Token, 0, len(toks)+len(ins))
	out = append(out, toks[:j]...)
	out = append(out, ins...)
	return append(out, toks[j:]...)
}

// remove drops toks[j:k], keeping their blanks (so line structure stays).
func remove(toks []Token, j, k int) []Token {
	pre := ""
	for _, t := range toks[j:k] {
		pre += t.Pre
	}
	out := append(append([]Token(nil), toks[:j]...), toks[k:]...)
	if j < len(out) {
		out[j].Pre = pre + out[j].Pre
	} else {
		out = append(out, Token{Kind: Raw, Pre: pre})
	}
	return out
}

// opWeights weighs the mutations of mutate (by case number): most keep the
// program parseable (replacing names, literals, operators; limit values;
// splicing whole lines), so that most mutants reach the compiler rather
// than stop at a syntax error.
var opWeights = []int{
	0: 2, 1: 1, 2: 1, 3: 2, 4: 1, 5: 6, 6: 0, 7: 4, 8: 3, 9: 1, 10: 1, 11: 6, 12: 3, 13: 1,
}

func pickOp(rng *rand.Rand) int {
	total := 0
	for _, w := range opWeights {
		total += w
	}
	k := rng.IntN(total)
	for op, w := range opWeights {
		if k < w {
			return op
		}
		k -= w
	}
	return 0
}

// mutate applies one random mutation and names it.
func (c *Corpus) mutate(rng *rand.Rand, toks []Token) ([]Token, string) {
	if len(toks) == 0 {
		return []Token{{Kind: Raw, Text: Limits[rng.IntN(len(Limits))]}}, "insert limit"
	}
	j := tokIndex(rng, toks)
	switch pickOp(rng) {
	case 0:
		return remove(toks, j, j+1), fmt.Sprintf("delete %q", toks[j].Text)
	case 1:
		k := min(len(toks), j+2+rng.IntN(7))
		return remove(toks, j, k), fmt.Sprintf("delete %d tokens at %q", k-j, toks[j].Text)
	case 2:
		t := toks[j]
		t.Pre = " "
		return insert(toks, j+1, t), fmt.Sprintf("duplicate %q", toks[j].Text)
	case 3:
		// Copy a span to another place (often another statement).
		k := min(len(toks), j+2+rng.IntN(12))
		span := append([]Token(nil), toks[j:k]...)
		span[0].Pre = " "
		at := rng.IntN(len(toks) + 1)
		return insert(toks, at, span...), fmt.Sprintf("copy %d tokens from %q", k-j, toks[j].Text)
	case 4:
		k := j + 1
		if rng.IntN(2) == 0 {
			k = tokIndex(rng, toks)
		}
		if k >= len(toks) || toks[k].Text == "" {
			k = j
		}
		out := append([]Token(nil), toks...)
		out[j].Text, out[j].Kind, out[k].Text, out[k].Kind = toks[k].Text, toks[k].Kind, toks[j].Text, toks[j].Kind
		return out, fmt.Sprintf("swap %q %q", toks[j].Text, toks[k].Text)
	case 5:
		j := pickOfKind(rng, toks, Ident)
		if j < 0 {
			break
		}
		out := append([]Token(nil), toks...)
		out[j].Text = c.from(rng, Ident)
		return out, fmt.Sprintf("ident %q -> %q", toks[j].Text, out[j].Text)
	case 7:
		j := pickOfKind(rng, toks, Number, String, Char)
		if j < 0 {
			break
		}
		out := append([]Token(nil), toks...)
		if rng.IntN(2) == 0 {
			out[j].Text = c.from(rng, []Kind{Number, String, Char}[rng.IntN(3)])
		} else {
			out[j].Text = Limits[rng.IntN(len(Limits))]
		}
		return out, fmt.Sprintf("literal %q -> %q", toks[j].Text, out[j].Text)
	case 8:
		j := pickOfKind(rng, toks, Op)
		if j < 0 {
			break
		}
		out := append([]Token(nil), toks...)
		out[j].Text = c.from(rng, Op)
		return out, fmt.Sprintf("operator %q -> %q", toks[j].Text, out[j].Text)
	case 9:
		kw := insertKeywords[rng.IntN(len(insertKeywords))]
		return insert(toks, j, Token{Kind: Keyword, Text: kw, Pre: " "}), fmt.Sprintf("insert %q", kw)
	case 10:
		p := insertPuncts[rng.IntN(len(insertPuncts))]
		return insert(toks, j, Token{Kind: Punct, Text: p}), fmt.Sprintf("insert %q", p)
	case 11:
		// A limit value for an identifier or literal: plausible code with
		// an edge-case value.
		j := pickOfKind(rng, toks, Ident, Number, String, Char)
		if j < 0 {
			break
		}
		out := append([]Token(nil), toks...)
		out[j].Text, out[j].Kind = Limits[rng.IntN(len(Limits))], Raw
		return out, fmt.Sprintf("limit %q -> %q", toks[j].Text, out[j].Text)
	case 12:
		// Splice a run of lines of another seed in (cross-over).
		o := c.Seeds[rng.IntN(len(c.Seeds))].Toks
		if len(o) < 2 {
			break
		}
		a := rng.IntN(len(o))
		b := min(len(o), a+1+rng.IntN(30))
		span := append([]Token(nil), o[a:b]...)
		span[0].Pre = "\n"
		return insert(toks, j, span...), fmt.Sprintf("splice %d tokens", b-a)
	case 13:
		t := Token{Kind: Raw, Text: Limits[rng.IntN(len(Limits))], Pre: " "}
		return insert(toks, j, t), fmt.Sprintf("insert %q", t.Text)
	}
	return remove(toks, j, j+1), fmt.Sprintf("delete %q", toks[j].Text)
}
