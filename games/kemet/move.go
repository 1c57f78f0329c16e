package kemet

import (
	"karnak/engine"
)

// The Move action (§3.6): choose a group, then step, teleport, drop and
// pick up units one decision at a time, and stop.
//
// The Move-time DI cards (Teleportation, Open Gates) are in di.go.

// moveStartMoves: a group of 1 or more of seat's units from one region,
// with the creature there or not; a creature goes when every unit does
// (it never stands alone, §3.12). Or pass.
func (s *State) moveStartMoves(dst []engine.Move, seat int) []engine.Move {
	pl := &s.Seat[seat]
	for r := range s.layout().Regions {
		rg := Region(r)
		n := int(pl.Units[r])
		if n == 0 {
			continue
		}
		c := s.creatureOf(seat, rg)
		for k := 1; k <= n; k++ {
			if c == NoCreature || k < n {
				dst = append(dst, move(mFrom, s.regionWord(rg), k, 0))
			}
			if c != NoCreature {
				dst = append(dst, move(mFrom, s.regionWord(rg), k, 1))
			}
		}
	}
	return append(dst, move(mPass))
}

// capacity is the group's movement: 1, God Speed's 1, and the creature's
// bonus if it goes (§3.6.1).
func (s *State) capacity(seat int, c Creature) int {
	n := baseMovement
	if s.Seat[seat].owns(R1GodSpeed) {
		n += godSpeedMovement
	}
	if c != NoCreature {
		n += int(creatures[c].Movement)
	}
	return n
}

func (s *State) startMove(seat int, r Region, n int, withCreature bool) {
	c := NoCreature
	if withCreature {
		c = s.creatureOf(seat, r)
	}
	s.Move = Moving{Seat: int8(seat), Region: r, Group: int8(n), Creature: c, Capacity: int8(s.capacity(seat, c)), Visited: 1 << r}
	s.Tasks.Push(task{Kind: tMoving, Seat: int8(seat)})
}

// ignoresWalls: Open Gates, or the Phoenix in the group (§3.6.4).
func (s *State) ignoresWalls(seat int) bool {
	return s.Seat[seat].owns(R2OpenGates) || s.Move.Gates || s.Move.Creature != NoCreature && creatures[s.Move.Creature].IgnoresWalls
}

// canEnter: the group may go into region r, stepsAfter steps used: a
// district of another player's city only as the first movement of the
// action unless walls are ignored (§3.6.4, RUL-10, RUL-46); onto an enemy
// troop, which starts a battle and ends the move there (§3.6.2); else
// only if from there the move can still end somewhere within the troop
// limit (RUL-09: passing a full troop of one's own is allowed, ending on
// it is not).
func (s *State) canEnter(seat int, r Region, stepsAfter, ppAfter int) bool {
	city := s.layout().CityOf(r)
	if city >= 0 && city != int(s.Seat[seat].City) && s.Move.Moved && !s.ignoresWalls(seat) {
		return false
	}
	return s.occupant(r, seat) >= 0 || s.canFinish(seat, r, stepsAfter, ppAfter)
}

// fits: the group could end in r: the mover's units there and the group
// within the troop limit, and one creature at most.
func (s *State) fits(seat int, r Region) bool {
	own := int(s.Seat[seat].Units[r])
	if r == s.Move.Region {
		own -= int(s.Move.Group)
	}
	return own+int(s.Move.Group) <= s.troopLimit(seat) &&
		(s.Move.Creature == NoCreature || s.creatureOf2(seat, r) == NoCreature)
}

// canFinish: from r, with steps used and pp PP left, the group can still
// reach a region where it may end: r itself, a further step, or one
// teleport (a search as deep as the capacity left, at most four steps).
func (s *State) canFinish(seat int, r Region, steps, pp int) bool {
	return s.canFinishFrom(seat, r, steps, pp, s.Move.Visited|1<<r)
}

// canFinishFrom is canFinish with the regions the group will have stood
// in on its way to r: no teleport goes back to one of them.
func (s *State) canFinishFrom(seat int, r Region, steps, pp int, visited uint64) bool {
	if s.fits(seat, r) {
		return true
	}
	l := s.layout()
	if steps < int(s.Move.Capacity) {
		for _, e := range l.Edges[r] {
			city := l.CityOf(e.To)
			walls := city >= 0 && city != int(s.Seat[seat].City) && !s.ignoresWalls(seat)
			if s.occupant(e.To, seat) < 0 && !walls && s.canFinishFrom(seat, e.To, steps+1, pp, visited|1<<e.To) {
				return true
			}
		}
	}
	if s.canTeleportFrom(seat, r) && s.teleportCost(seat) <= pp {
		for obs := l.Obelisks; obs != 0; obs &= obs - 1 {
			o := Region(trailing(obs))
			if visited&(1<<o) == 0 && s.occupant(o, seat) < 0 && s.fits(seat, o) {
				return true
			}
		}
	}
	return false
}

// teleportCost is a teleport's PP: 2, less Stargate, less Priest of Ra.
func (s *State) teleportCost(seat int) int {
	cost := teleportCost
	if s.Seat[seat].owns(R1Stargate) {
		cost -= stargateDiscount
	}
	return s.discounted(seat, max(cost, 0))
}

// canTeleportFrom: from a district with a pyramid of level 1 or more
// (anyone's: the group stands in it), or with the Teleport tile from an
// obelisk (§3.6.5).
func (s *State) canTeleportFrom(seat int, r Region) bool {
	l := s.layout()
	if l.Regions[r].Kind == KindDistrict {
		for p := range s.Players {
			for _, py := range s.Seat[p].Pyramids {
				if py.Level > 0 && py.Region == r {
					return true
				}
			}
		}
	}
	return l.Obelisks&(1<<r) != 0 && s.Seat[seat].owns(R2Teleport)
}

// movingMoves: steps to neighbours while capacity lasts, teleports,
// drops and pick-ups after the group has moved, and stop where it may end.
func (s *State) movingMoves(dst []engine.Move, seat int) []engine.Move {
	l := s.layout()
	mv := &s.Move
	cur := mv.Region
	if int(mv.Steps) < int(mv.Capacity) {
		for _, e := range l.Edges[cur] {
			if s.canEnter(seat, e.To, int(mv.Steps)+1, int(s.Seat[seat].PP)) {
				dst = append(dst, move(mStep, s.regionWord(e.To)))
			}
		}
	}
	if cost := s.teleportCost(seat); s.canTeleportFrom(seat, cur) && cost <= int(s.Seat[seat].PP) {
		for obs := l.Obelisks; obs != 0; obs &= obs - 1 {
			r := Region(trailing(obs))
			if mv.Visited&(1<<r) == 0 && s.canEnter(seat, r, int(mv.Steps), int(s.Seat[seat].PP)-cost) {
				dst = append(dst, move(mTeleport, s.regionWord(r)))
			}
		}
	}
	if mv.Moved {
		if !mv.Dropped {
			dst = s.dropMoves(dst, seat)
		}
		if !mv.Picked {
			dst = s.pickupMoves(dst, seat)
		}
	}
	if s.canStop(seat) {
		dst = append(dst, move(mStop))
	}
	return dst
}

// dropMoves: units left here, the group keeping one; the creature may stay
// with them. What stays here must fit.
func (s *State) dropMoves(dst []engine.Move, seat int) []engine.Move {
	mv := &s.Move
	here := s.Seat[seat].Units[mv.Region] - mv.Group // the mover's units here outside the group
	limit := int8(s.troopLimit(seat))
	for n := int8(1); n < mv.Group && here+n <= limit; n++ {
		if s.canFinishWith(seat, -n, mv.Creature) {
			dst = append(dst, move(mDrop, int(n), 0))
		}
		if mv.Creature != NoCreature && s.creatureOf2(seat, mv.Region) == NoCreature && s.canFinishWith(seat, -n, NoCreature) {
			dst = append(dst, move(mDrop, int(n), 1))
		}
	}
	return dst
}

// pickupMoves: units of the mover's standing here join the group, within
// the troop limit; its creature may join if the group has none. A creature
// never stays without units.
func (s *State) pickupMoves(dst []engine.Move, seat int) []engine.Move {
	mv := &s.Move
	here := s.Seat[seat].Units[mv.Region] - mv.Group
	standing := s.creatureOf2(seat, mv.Region)
	limit := int8(s.troopLimit(seat))
	for n := int8(0); n <= here && mv.Group+n <= limit; n++ {
		if n > 0 && (standing == NoCreature || n < here) && s.canFinishWith(seat, n, mv.Creature) {
			dst = append(dst, move(mPickup, int(n), 0))
		}
		if standing != NoCreature && mv.Creature == NoCreature && s.canFinishWith(seat, n, standing) {
			dst = append(dst, move(mPickup, int(n), 1))
		}
	}
	return dst
}

// canFinishWith: with n more units in the group (fewer for a drop) and c
// its creature, the group could still end its move. Drops and pick-ups
// are done once in a region, so neither may leave the group unable to
// end anywhere.
func (s *State) canFinishWith(seat int, n int8, c Creature) bool {
	saved := s.Move
	s.Move.Group += n
	s.Move.Creature = c
	ok := s.canFinish(seat, s.Move.Region, int(s.Move.Steps), int(s.Seat[seat].PP))
	s.Move = saved
	return ok
}

// creatureOf2 is the mover's creature standing in r outside the group.
func (s *State) creatureOf2(seat int, r Region) Creature {
	for c := Creature(0); c < nCreatures; c++ {
		if c != s.Move.Creature && s.CreatureAt[c] == r && s.Seat[seat].owns(creatures[c].Tile) {
			return c
		}
	}
	return NoCreature
}

// canStop: the group may end here within the troop limit and with one
// creature at most (§3.6.2).
func (s *State) canStop(seat int) bool {
	mv := &s.Move
	if int(s.Seat[seat].Units[mv.Region]) > s.troopLimit(seat) {
		return false
	}
	return mv.Creature == NoCreature || s.creatureOf2(seat, mv.Region) == NoCreature
}

func (s *State) applyMoving(seat int, m engine.Move) {
	mv := &s.Move
	pl := &s.Seat[seat]
	switch m.Kind {
	case mStep, mTeleport:
		if m.Kind == mStep {
			mv.Steps++
		} else {
			pl.PP -= int8(s.teleportCost(seat))
		}
		s.moveGroup(seat, s.argRegion(m, 0))
	case mDrop:
		mv.Dropped = true
		mv.Group -= int8(m.Arg[0])
		if m.Arg[1] == 1 {
			mv.Creature = NoCreature // it stays here, with the units dropped
		}
	case mPickup:
		mv.Picked = true
		mv.Group += int8(m.Arg[0])
		if m.Arg[1] == 1 {
			mv.Creature = s.creatureOf2(seat, mv.Region)
		}
	case mStop:
		s.Tasks.Pop()
		s.Move = Moving{Seat: -1}
	}
}

// moveGroup takes the group (and its creature) into region to; an enemy
// troop there means a battle (§3.6.2).
func (s *State) moveGroup(seat int, to Region) {
	mv := &s.Move
	pl := &s.Seat[seat]
	pl.Units[mv.Region] -= mv.Group
	pl.Units[to] += mv.Group
	if mv.Creature != NoCreature {
		s.CreatureAt[mv.Creature] = to
	}
	mv.Region = to
	mv.Moved = true
	mv.Dropped, mv.Picked = false, false
	mv.Visited |= 1 << to
	if enemy := s.occupant(to, seat); enemy >= 0 {
		s.startBattle(seat, enemy, to, true)
	}
}

func trailing(x uint64) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}
