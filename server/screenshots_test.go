package server

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestScreenshots takes the pictures of the board that docs/img and the
// README show: a 3-player Tekhenu table a few turns in, from the first
// seat, at a phone's and a desktop's size. It runs only when
// KARNAK_SCREENSHOTS names the directory to write them to:
//
//	KARNAK_SCREENSHOTS=$PWD/docs/img go test ./server -run TestScreenshots
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("KARNAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("KARNAK_SCREENSHOTS is not set")
	}
	ctx := browser(t)
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random", "random"}, 11)
	url := h.http.URL + "/t/" + rep.ID + "?token=" + rep.Seats[0].Token
	// A seat link asks first: confirm, as a person would.
	run(t, ctx, chromedp.Navigate(url), chromedp.Click(`#take-seat`, chromedp.ByQuery),
		chromedp.WaitVisible(`#table`, chromedp.ByQuery))
	for i := 0; i < 14; i++ {
		waitMyTurn(t, ctx)
		clickMove(t, ctx)
	}
	waitMyTurn(t, ctx)
	takeScreenshots(t, ctx, dir, "tekhenu")
}

// takeScreenshots writes whole-page pictures of the page at a desktop's and
// a phone's size to dir, as name-desktop.png and name-phone.png.
func takeScreenshots(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	for _, size := range []struct {
		suffix string
		w, h   int64
	}{{"-desktop", 1280, 800}, {"-phone", 390, 844}} {
		var png []byte
		run(t, ctx, chromedp.EmulateViewport(size.w, size.h), chromedp.Sleep(300*time.Millisecond),
			chromedp.FullScreenshot(&png, 100))
		if err := os.WriteFile(filepath.Join(dir, name+size.suffix+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
