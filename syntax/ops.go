package syntax

import "strings"

// Operator precedence levels, lowest first, as in Julia's parser
// (julia-parser.scm). The numbers match Base.operator_precedence.
const (
	precNone       = 0
	precAssign     = 1
	precPair       = 2
	precCond       = 3
	precArrow      = 4
	precOr         = 5
	precAnd        = 6
	precComparison = 7
	precPipeLt     = 8
	precPipeGt     = 9
	precColon      = 10
	precPlus       = 11
	precTimes      = 12
	precRational   = 13
	precShift      = 14
	precPower      = 15
	precDecl       = 16
	precDot        = 17
)

// The operator lists are copied from Julia's precedence table so that every
// operator Julia accepts is lexed as one token with the right binding power.
// Lists marked "dotted" also get a "."-prefixed elementwise form.
var (
	opsAssignDotted = `= += -= −= *= /= //= \= ^= ÷= %= <<= >>= >>>= |= &= ⊻= ≔ ⩴ ≕ ~`
	opsAssignPlain  = `:= $=`
	opsPairDotted   = `=>`
	opsArrowDotted  = `← → ↔ ↚ ↛ ↞ ↠ ↢ ↣ ↦ ↤ ↮ ⇎ ⇍ ⇏ ⇐ ⇒ ⇔ ⇴ ⇶ ⇷ ⇸ ⇹ ⇺ ⇻ ⇼ ⇽ ⇾ ⇿ ⟵ ⟶ ⟷ ⟹ ⟺ ⟻ ⟼ ⟽ ⟾ ⟿ ⤀ ⤁ ⤂ ⤃ ⤄ ⤅ ⤆ ⤇ ⤌ ⤍ ⤎ ⤏ ⤐ ⤑ ⤔ ⤕ ⤖ ⤗ ⤘ ⤝ ⤞ ⤟ ⤠ ⥄ ⥅ ⥆ ⥇ ⥈ ⥊ ⥋ ⥎ ⥐ ⥒ ⥓ ⥖ ⥗ ⥚ ⥛ ⥞ ⥟ ⥢ ⥤ ⥦ ⥧ ⥨ ⥩ ⥪ ⥫ ⥬ ⥭ ⥰ ⧴ ⬱ ⬰ ⬲ ⬳ ⬴ ⬵ ⬶ ⬷ ⬸ ⬹ ⬺ ⬻ ⬼ ⬽ ⬾ ⬿ ⭀ ⭁ ⭂ ⭃ ⥷ ⭄ ⥺ ⭇ ⭈ ⭉ ⭊ ⭋ ⭌ ￩ ￫ ⇜ ⇝ ↜ ↝ ↩ ↪ ↫ ↬ ↼ ↽ ⇀ ⇁ ⇄ ⇆ ⇇ ⇉ ⇋ ⇌ ⇚ ⇛ ⇠ ⇢ ↷ ↶ ↺ ↻ --> <-- <-->`
	opsOrDotted     = `||`
	opsAndDotted    = `&&`
	opsCompDotted   = `> < >= ≥ <= ≤ == === ≡ != ≠ !== ≢ ∈ ∉ ∋ ∌ ⊆ ⊈ ⊂ ⊄ ⊊ ∝ ∊ ∍ ∥ ∦ ∷ ∺ ∻ ∽ ∾ ≁ ≃ ≂ ≄ ≅ ≆ ≇ ≈ ≉ ≊ ≋ ≌ ≍ ≎ ≐ ≑ ≒ ≓ ≖ ≗ ≘ ≙ ≚ ≛ ≜ ≝ ≞ ≟ ≣ ≦ ≧ ≨ ≩ ≪ ≫ ≬ ≭ ≮ ≯ ≰ ≱ ≲ ≳ ≴ ≵ ≶ ≷ ≸ ≹ ≺ ≻ ≼ ≽ ≾ ≿ ⊀ ⊁ ⊃ ⊅ ⊇ ⊉ ⊋ ⊏ ⊐ ⊑ ⊒ ⊜ ⊩ ⊬ ⊮ ⊰ ⊱ ⊲ ⊳ ⊴ ⊵ ⊶ ⊷ ⋍ ⋐ ⋑ ⋕ ⋖ ⋗ ⋘ ⋙ ⋚ ⋛ ⋜ ⋝ ⋞ ⋟ ⋠ ⋡ ⋢ ⋣ ⋤ ⋥ ⋦ ⋧ ⋨ ⋩ ⋪ ⋫ ⋬ ⋭ ⋲ ⋳ ⋴ ⋵ ⋶ ⋷ ⋸ ⋹ ⋺ ⋻ ⋼ ⋽ ⋾ ⋿ ⟈ ⟉ ⟒ ⦷ ⧀ ⧁ ⧡ ⧣ ⧤ ⧥ ⩦ ⩧ ⩪ ⩫ ⩬ ⩭ ⩮ ⩯ ⩰ ⩱ ⩲ ⩳ ⩵ ⩶ ⩷ ⩸ ⩹ ⩺ ⩻ ⩼ ⩽ ⩾ ⩿ ⪀ ⪁ ⪂ ⪃ ⪄ ⪅ ⪆ ⪇ ⪈ ⪉ ⪊ ⪋ ⪌ ⪍ ⪎ ⪏ ⪐ ⪑ ⪒ ⪓ ⪔ ⪕ ⪖ ⪗ ⪘ ⪙ ⪚ ⪛ ⪜ ⪝ ⪞ ⪟ ⪠ ⪡ ⪢ ⪣ ⪤ ⪥ ⪦ ⪧ ⪨ ⪩ ⪪ ⪫ ⪬ ⪭ ⪮ ⪯ ⪰ ⪱ ⪲ ⪳ ⪴ ⪵ ⪶ ⪷ ⪸ ⪹ ⪺ ⪻ ⪼ ⪽ ⪾ ⪿ ⫀ ⫁ ⫂ ⫃ ⫄ ⫅ ⫆ ⫇ ⫈ ⫉ ⫊ ⫋ ⫌ ⫍ ⫎ ⫏ ⫐ ⫑ ⫒ ⫓ ⫔ ⫕ ⫖ ⫗ ⫘ ⫙ ⫷ ⫸ ⫹ ⫺ ⊢ ⊣ ⟂ ⫪ ⫫ <: >:`
	opsPipeLtDotted = `<|`
	opsPipeGtDotted = `|>`
	opsColonPlain   = `: ..`
	opsColonDotted  = `… ⁝ ⋮ ⋱ ⋰ ⋯`
	opsPlusPlain    = `$`
	opsPlusDotted   = `+ - − ¦ | ⊕ ⊖ ⊞ ⊟ ++ ∪ ∨ ⊔ ± ∓ ∔ ∸ ≏ ⊎ ⊻ ⊽ ⋎ ⋓ ⟇ ⧺ ⧻ ⨈ ⨢ ⨣ ⨤ ⨥ ⨦ ⨧ ⨨ ⨩ ⨪ ⨫ ⨬ ⨭ ⨮ ⨹ ⨺ ⩁ ⩂ ⩅ ⩊ ⩌ ⩏ ⩐ ⩒ ⩔ ⩖ ⩗ ⩛ ⩝ ⩡ ⩢ ⩣`
	opsTimesDotted  = `* / ⌿ ÷ % & · · ⋅ ∘ × \ ∩ ∧ ⊗ ⊘ ⊙ ⊚ ⊛ ⊠ ⊡ ⊓ ∗ ∙ ∤ ⅋ ≀ ⊼ ⋄ ⋆ ⋇ ⋉ ⋊ ⋋ ⋌ ⋏ ⋒ ⟑ ⦸ ⦼ ⦾ ⦿ ⧶ ⧷ ⨇ ⨰ ⨱ ⨲ ⨳ ⨴ ⨵ ⨶ ⨷ ⨸ ⨻ ⨼ ⨽ ⩀ ⩃ ⩄ ⩋ ⩍ ⩎ ⩑ ⩓ ⩕ ⩘ ⩚ ⩜ ⩞ ⩟ ⩠ ⫛ ⊍ ▷ ⨝ ⟕ ⟖ ⟗ ⨟`
	opsRationalDot  = `//`
	opsShiftDotted  = `<< >> >>>`
	opsPowerDotted  = `^ ↑ ↓ ⇵ ⟰ ⟱ ⤈ ⤉ ⤊ ⤋ ⤒ ⤓ ⥉ ⥌ ⥍ ⥏ ⥑ ⥔ ⥕ ⥘ ⥙ ⥜ ⥝ ⥠ ⥡ ⥣ ⥥ ⥮ ⥯ ￪ ￬`
	opsUnaryDotted  = `+ - ! ~ ¬ √ ∛ ∜ ⋆ ± ∓`
	// Tokens that are operators for the lexer but have no binary precedence
	// (or are special syntax): they must be known so that maximal munch
	// works, since every prefix of an operator must itself be an operator.
	opsOther = `-> ' ... :: . ? <: >:`
)

// opPrec maps every binary operator to its precedence; opKnown holds every
// operator token the lexer may produce.
var (
	opPrec     = map[string]int8{}
	opKnown    = map[string]bool{}
	opStart    = map[rune]bool{}
	unaryOps   = map[string]bool{}
	maxOpBytes = 0
)

func addOps(list string, prec int8, dotted bool) {
	for _, op := range strings.Fields(list) {
		op = normalizeOp(op)
		if prec != precNone {
			if _, ok := opPrec[op]; !ok {
				opPrec[op] = prec
			}
		}
		opKnown[op] = true
		if dotted {
			if prec != precNone {
				if _, ok := opPrec["."+op]; !ok {
					opPrec["."+op] = prec
				}
			}
			opKnown["."+op] = true
		}
	}
}

func init() {
	addOps(opsAssignDotted, precAssign, true)
	addOps(opsAssignPlain, precAssign, false)
	addOps(opsPairDotted, precPair, true)
	opPrec["?"] = precCond
	addOps(opsArrowDotted, precArrow, true)
	addOps(opsOrDotted, precOr, true)
	addOps(opsAndDotted, precAnd, true)
	addOps(opsCompDotted, precComparison, true)
	opPrec["in"] = precComparison
	opPrec["isa"] = precComparison
	addOps(opsPipeLtDotted, precPipeLt, true)
	addOps(opsPipeGtDotted, precPipeGt, true)
	addOps(opsColonPlain, precColon, false)
	addOps(opsColonDotted, precColon, true)
	addOps(opsPlusPlain, precPlus, false)
	addOps(opsPlusDotted, precPlus, true)
	addOps(opsTimesDotted, precTimes, true)
	addOps(opsRationalDot, precRational, true)
	addOps(opsShiftDotted, precShift, true)
	addOps(opsPowerDotted, precPower, true)
	opPrec["::"] = precDecl
	addOps(opsUnaryDotted, precNone, true)
	addOps(opsOther, precNone, false)
	// "..", "..." and "...." are needed as prefixes for relative imports
	// and splats.
	opKnown[".."] = true
	opKnown["...."] = true
	for _, op := range strings.Fields(opsUnaryDotted) {
		unaryOps[op] = true
		unaryOps["."+op] = true
	}
	unaryOps["<:"] = true
	unaryOps[">:"] = true
	for op := range opKnown {
		for _, r := range op {
			opStart[r] = true
			break
		}
		if len(op) > maxOpBytes {
			maxOpBytes = len(op)
		}
	}
	// The "--" and "<-" prefixes are not operators themselves but "-->",
	// "<--" and "<-->" are; the lexer special-cases them.
}

// normalizeOp applies Julia's canonicalization of operator characters
// (U+2212 MINUS SIGN is "-", the two middle dots are "⋅").
func normalizeOp(op string) string {
	if !strings.ContainsAny(op, "−·\u0387") {
		return op
	}
	r := strings.NewReplacer("−", "-", "·", "⋅", "\u0387", "⋅")
	return r.Replace(op)
}

// syntacticOps are binary operators that produce an Expr with the
// operator as head instead of a call.
var syntacticAssign = map[string]bool{}

func init() {
	for _, op := range strings.Fields(`= += -= *= /= //= \= ^= ÷= %= <<= >>= >>>= |= &= ⊻=`) {
		syntacticAssign[op] = true
		syntacticAssign["."+op] = true
	}
	syntacticAssign[":="] = true
	syntacticAssign["$="] = true
}

// isSyntacticOp reports whether op is one of Julia's syntactic operators,
// which cannot be used as identifiers.
func isSyntacticOp(op string) bool {
	switch op {
	case "&&", "||", ".&&", ".||", ".", "...", "->":
		return true
	}
	return syntacticAssign[op]
}

// isDotOp reports whether op is an elementwise (dotted) operator like ".+".
func isDotOp(op string) bool {
	return len(op) > 1 && op[0] == '.' && op[1] != '.'
}

func isRadicalOp(op string) bool { return op == "√" || op == "∛" || op == "∜" }

// unaryAndBinary are operators that in space-sensitive contexts ([a -b])
// start a new element when written with a space before and none after.
func isUnaryAndBinary(op string) bool {
	switch op {
	case "$", "&", "~", "+", "-", "⋆", "±", "∓", ".+", ".-", ".⋆", ".±", ".∓":
		return true
	}
	return false
}
