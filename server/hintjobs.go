package server

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"karnak/store"
)

// Where several nodes share the store, hints are jobs (store.HintQueue):
// the node a player asks posts the job and waits for its answer, and any
// node that plays bots, or a worker, claims it and works it out. So a web
// node started with --bots=false spends no core on searches, and a node
// that dies thinking loses only its claim: another node takes the job
// once the claim has run out. One machine (SQLite) works its hints out
// itself.

const (
	hintClaim    = 30 * time.Second       // how long a claimer may think before another may take the job
	hintPoll     = 2 * time.Second        // how often an idle claimer looks for jobs it was not told of
	hintAnswered = 100 * time.Millisecond // how often the asking node looks for the answer
)

// hintAnswer is a job's answer as stored: the hint, or why there is none.
type hintAnswer struct {
	Hint  *Hint  `json:"hint,omitempty"`
	Error string `json:"error,omitempty"`
}

// hintQueue is the store's hint queue when hints are jobs here.
func (s *Server) hintQueue() store.HintQueue {
	q, ok := s.store.(store.HintQueue)
	if !ok || !store.Watches(s.store) {
		return nil
	}
	return q
}

// hintByJob posts j and waits for its answer, at most hintWait.
func (s *Server) hintByJob(ctx context.Context, q store.HintQueue, j store.HintJob) (*Hint, error) {
	wctx, cancel := context.WithTimeout(ctx, hintWait)
	defer cancel()
	if err := q.PostHint(wctx, j); err != nil {
		return nil, fmt.Errorf("%w: posting a hint: %v", errUnavailable, err)
	}
	s.metrics.hintJobs.WithLabelValues("posted").Inc()
	tick := time.NewTicker(hintAnswered)
	defer tick.Stop()
	for {
		select {
		case <-wctx.Done():
			return nil, fmt.Errorf("%w: no node playing bots answered the hint in time", errBusy)
		case <-tick.C:
		}
		data, ok, err := q.HintAnswer(wctx, j)
		if err != nil || !ok {
			continue
		}
		var a hintAnswer
		if err := json.Unmarshal(data, &a); err != nil || a.Hint == nil && a.Error == "" {
			return nil, fmt.Errorf("%w: a hint's answer does not read: %v", errUnavailable, err)
		}
		if a.Hint == nil {
			return nil, fmt.Errorf("%w: %s", errBusy, a.Error)
		}
		return a.Hint, nil
	}
}

// wakeHintJobs tells this node's claimer that a job was posted.
func (s *Server) wakeHintJobs() {
	select {
	case s.hintWake <- struct{}{}:
	default:
	}
}

// runHintJobs claims and answers hint jobs until the server closes, at
// most as many at once as the bots have cores.
func (s *Server) runHintJobs(q store.HintQueue) {
	slots := make(chan struct{}, max(1, s.cfg.BotCores))
	for s.claimHints(q, slots) {
		select {
		case <-s.hintWake:
		case <-time.After(hintPoll):
		case <-s.ctx.Done():
			return
		}
	}
}

// claimHints claims jobs, each answered on a goroutine holding a slot,
// until none waits (true) or the server closes (false).
func (s *Server) claimHints(q store.HintQueue, slots chan struct{}) bool {
	for {
		select {
		case slots <- struct{}{}:
		case <-s.ctx.Done():
			return false
		}
		ctx, cancel := storeCtx(s.ctx)
		j, ok, err := q.ClaimHint(ctx, s.node, hintClaim)
		cancel()
		if err != nil && s.ctx.Err() == nil {
			s.log.Warn("claiming a hint job", "err", err)
		}
		if !ok {
			<-slots
			return true
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			defer func() { <-slots }()
			s.answerHintJob(q, j)
		}()
	}
}

// answerHintJob works out j on the table as it stands after j.Events
// stored events and stores the answer; a table that moved on, or a seat no longer to
// act, is answered with why.
func (s *Server) answerHintJob(q store.HintQueue, j store.HintJob) {
	var a hintAnswer
	h, err := s.jobHint(j)
	if err != nil {
		a.Error = err.Error()
	} else {
		a.Hint = h
	}
	data, err := json.Marshal(a)
	if err != nil {
		s.log.Error("a hint's answer does not marshal", "table", j.Table, "err", err)
		return
	}
	ctx, cancel := storeCtx(s.ctx)
	defer cancel()
	if err := q.AnswerHint(ctx, j, data); err != nil {
		s.log.Warn("storing a hint's answer", "table", j.Table, "seat", j.Seat, "err", err)
		return
	}
	s.metrics.hintJobs.WithLabelValues("answered").Inc()
}

func (s *Server) jobHint(j store.HintJob) (*Hint, error) {
	ctx, cancel := storeCtx(s.ctx)
	t, err := s.lookup(ctx, j.Table)
	cancel()
	if err != nil {
		return nil, fmt.Errorf("the table cannot be read: %v", err)
	}
	t.mu.Lock()
	if t.stored < j.Events {
		s.catchUp(t) // the word of the last change is still on its way
	}
	if t.stored != j.Events || t.broken != "" {
		t.mu.Unlock()
		return nil, fmt.Errorf("the game has moved on since the hint was asked for")
	}
	st, seq := t.state.Clone(), len(t.moves)
	names := t.namesLocked()
	owner := t.owner
	t.mu.Unlock()
	return s.workOutHint(s.ctx, t, st, seq, j.Seat, j.Bot, names, owner)
}
