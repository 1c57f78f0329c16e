-- The schema as it stood when migrations began to be recorded, columns
-- added since the first release included. Every statement may run again:
-- a database made before schema_migrations existed has these tables
-- already, and this migration is recorded for it without losing a row.
-- Its Go step (migrate.go) then adds the columns such a database may lack,
-- fills the users' name keys and makes them unique (users_by_name_key).

CREATE TABLE IF NOT EXISTS users (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL UNIQUE,
	hash TEXT NOT NULL,
	guest BOOLEAN NOT NULL,
	created BIGINT NOT NULL,
	name_key TEXT NOT NULL DEFAULT '');

CREATE TABLE IF NOT EXISTS sessions (
	token_hash TEXT PRIMARY KEY,
	user_id TEXT NOT NULL,
	expires BIGINT NOT NULL);

CREATE TABLE IF NOT EXISTS tables (
	id TEXT PRIMARY KEY,
	game TEXT NOT NULL,
	options TEXT NOT NULL,
	seed BIGINT NOT NULL,
	creator TEXT NOT NULL,
	created BIGINT NOT NULL,
	updated BIGINT NOT NULL,
	status TEXT NOT NULL,
	result TEXT NOT NULL,
	seed_nonce TEXT NOT NULL DEFAULT '',
	seed_chosen BOOLEAN NOT NULL DEFAULT FALSE);

CREATE INDEX IF NOT EXISTS tables_status ON tables (status, created);

CREATE TABLE IF NOT EXISTS seats (
	table_id TEXT NOT NULL,
	seat INTEGER NOT NULL,
	kind TEXT NOT NULL,
	token_hash TEXT NOT NULL,
	user_id TEXT NOT NULL,
	name TEXT NOT NULL,
	PRIMARY KEY (table_id, seat));

CREATE TABLE IF NOT EXISTS moves (
	table_id TEXT NOT NULL,
	seq INTEGER NOT NULL,
	seat INTEGER NOT NULL,
	move TEXT NOT NULL,
	at BIGINT NOT NULL,
	PRIMARY KEY (table_id, seq));

CREATE TABLE IF NOT EXISTS seat_events (
	table_id TEXT NOT NULL,
	seq INTEGER NOT NULL,
	seat INTEGER NOT NULL,
	what TEXT NOT NULL,
	at BIGINT NOT NULL);

CREATE INDEX IF NOT EXISTS seat_events_table ON seat_events (table_id, seq);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id, expires);
CREATE INDEX IF NOT EXISTS seats_user ON seats (user_id);
