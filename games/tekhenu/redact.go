package tekhenu

import "strings"

// RedactMove hides which decree another seat kept at setup and which
// decrees it scores before the end is shown: the move is still
// visible, its card is not.
func (s *State) RedactMove(by, viewer int, text string) string {
	switch {
	case strings.HasPrefix(text, "keep L"):
		return "keep (a decree)"
	case strings.HasPrefix(text, "score "):
		return "score (decrees)"
	}
	return text
}
