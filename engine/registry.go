package engine

import (
	"fmt"
	"sort"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register makes a game available by name; game packages call it from init.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[g.Name()]; dup {
		panic("engine: game registered twice: " + g.Name())
	}
	registry[g.Name()] = g
}

// Lookup finds a registered game.
func Lookup(name string) (Game, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	g, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", name, gameNames())
	}
	return g, nil
}

// Games lists the registered game names.
func Games() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return gameNames()
}

func gameNames() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
