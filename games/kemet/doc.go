// Package kemet plays Kemet (2012 edition) by its printed rules, as
// specified in ../shared/rules/kemet.md; where that spec and the Russian
// rulebook disagree the rulebook wins (docs/rulings.md).
//
// This first part is the board: both sides of the map as data (map.go),
// the layout of each player count, and their tests.
package kemet
