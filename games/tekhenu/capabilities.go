package tekhenu

import "karnak/engine"

// The optional capabilities Tekhenu offers, checked by the compiler.
var (
	_ engine.Game           = Game{}
	_ engine.Glossary       = Game{}
	_ engine.Hand           = (*State)(nil)
	_ engine.State          = (*State)(nil)
	_ engine.Evaluator      = (*State)(nil)
	_ engine.Concealer      = (*State)(nil)
	_ engine.TrustedPlayer  = (*State)(nil)
	_ engine.MoveViewer     = (*State)(nil)
	_ engine.RandomPlayer   = (*State)(nil)
	_ engine.Redeterminizer = (*State)(nil)
	_ engine.Recloner       = (*State)(nil)
	_ engine.Texter         = (*State)(nil)
	_ engine.AutomaLogger   = (*State)(nil)
	_ engine.Narrator       = (*State)(nil)
	_ engine.Prompter       = (*State)(nil)
)
