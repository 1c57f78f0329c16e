-- Take-backs (undo of a misclick). A take-back withdraws a table's last
-- live move and is stored as an event of its own among the table's moves:
-- a row numbered after every move and take-back before it, with
-- takes_back the seq of the move it withdraws, seat the seat that took it
-- back, at when, and an empty move. A move has takes_back 0. The move
-- withdrawn stays as it was, so nothing is lost; one numbering for both
-- makes a move and a take-back sent at once collide on the primary key,
-- and the index lets a move be withdrawn once.
ALTER TABLE moves ADD COLUMN takes_back INTEGER NOT NULL DEFAULT 0;

CREATE UNIQUE INDEX moves_taken_back ON moves (table_id, takes_back) WHERE takes_back > 0;
