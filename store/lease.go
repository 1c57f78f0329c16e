package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Leaser is implemented by stores that several nodes share: a table's bots
// play on the node holding the table's lease, so that each bot move is
// thought once. The store's clock, not the nodes', says when a lease has
// run out.
type Leaser interface {
	// Lease gives node the table's lease for ttl from now when it is free,
	// run out or node's already (then it is renewed); false when another
	// node holds it.
	Lease(ctx context.Context, tableID, node string, ttl time.Duration) (bool, error)
	// Release gives up node's lease of the table, if it holds it.
	Release(ctx context.Context, tableID, node string) error
}

// nowMillis is the database's clock in milliseconds.
const nowMillis = `(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT`

// Lease: on one machine (SQLite) every lease is this node's.
func (s *sqlStore) Lease(ctx context.Context, tableID, node string, ttl time.Duration) (bool, error) {
	if !s.d.remote {
		return true, nil
	}
	var holder string
	err := s.db.QueryRowContext(ctx, `INSERT INTO bot_leases (table_id, node, expires) VALUES ($1, $2, `+nowMillis+` + $3)
		ON CONFLICT (table_id) DO UPDATE SET node = EXCLUDED.node, expires = EXCLUDED.expires
		WHERE bot_leases.node = EXCLUDED.node OR bot_leases.expires < `+nowMillis+`
		RETURNING node`, tableID, node, ttl.Milliseconds()).Scan(&holder)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

func (s *sqlStore) Release(ctx context.Context, tableID, node string) error {
	if !s.d.remote {
		return nil
	}
	_, err := s.db.ExecContext(ctx, `DELETE FROM bot_leases WHERE table_id = $1 AND node = $2`, tableID, node)
	return err
}
