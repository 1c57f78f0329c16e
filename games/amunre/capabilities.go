package amunre

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// The optional capabilities Amun-Re offers, checked by the compiler.
var (
	_ engine.Game           = Game{}
	_ engine.Glossary       = Game{}
	_ engine.State          = (*State)(nil)
	_ engine.Hand           = (*State)(nil)
	_ engine.Concealer      = (*State)(nil)
	_ engine.Narrator       = (*State)(nil)
	_ engine.Prompter       = (*State)(nil)
	_ engine.Describer      = (*State)(nil)
	_ engine.Evaluator      = (*State)(nil)
	_ engine.TrustedPlayer  = (*State)(nil)
	_ engine.Redeterminizer = (*State)(nil)
	_ engine.Recloner       = (*State)(nil)
	_ engine.Texter         = (*State)(nil)
	_ engine.Undoer         = (*State)(nil)
	_ kit.Rules[task]       = (*State)(nil)
)
