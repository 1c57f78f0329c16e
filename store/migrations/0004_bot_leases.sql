-- Bot leases. Where several server nodes share the database, a table's
-- bots play on one node only: the node holding the table's lease, until
-- expires (milliseconds since 1970 by the database's clock). A node
-- renews its leases while it plays; when it dies they run out and another
-- node takes the table over. One machine with SQLite needs no lease.
CREATE TABLE bot_leases (
	table_id TEXT PRIMARY KEY,
	node TEXT NOT NULL,
	expires BIGINT NOT NULL
);
