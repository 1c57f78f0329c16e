package web

import (
	"bytes"
	"html/template"
)

// RulesSummary is a game's rules in short, from its template
// "rules-<game>" (our own words, never the publisher's); false when the
// game has none.
func (p *Pages) RulesSummary(game string) (template.HTML, bool) {
	t := p.t.Lookup("rules-" + game)
	if t == nil {
		return "", false
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, nil); err != nil {
		return "", false
	}
	return template.HTML(buf.String()), true
}
