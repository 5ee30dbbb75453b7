-- An online collection's receipt number is drawn when its transaction commits (a deferred constraint
-- trigger), not by a statement of the posting. Receipt numbers are gapless per year, so every
-- collection of every API process takes the year's one counter row and holds its lock until commit;
-- drawn from the application, the lock was also held across a round trip to the API process (the
-- draw's reply, then the COMMIT), which on a busy process waits for the event loop. Drawn here, the
-- lock lasts the draw and the commit's own work. A rollback still returns the number, and a
-- collection inserted with a number of its own (the demo's history) keeps it.
CREATE FUNCTION ebelediye_draw_receipt_no() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  receipt_year integer := extract(year from NEW.collected_at AT TIME ZONE 'Europe/Istanbul');
  drawn integer;
BEGIN
  -- Numbered already in the same transaction (an API process of the version before this migration,
  -- during a rolling upgrade): drawing again would leave a gap.
  IF (SELECT receipt_no FROM collections WHERE id = NEW.id) NOT LIKE 'numara-bekliyor-%' THEN
    RETURN NULL;
  END IF;
  INSERT INTO receipt_counters (year, last_no) VALUES (receipt_year, 1)
    ON CONFLICT (year) DO UPDATE SET last_no = receipt_counters.last_no + 1
    RETURNING last_no INTO drawn;
  UPDATE collections SET receipt_no = receipt_year || '-' || lpad(drawn::text, greatest(7, length(drawn::text)), '0')
    WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER collections_receipt_no AFTER INSERT ON collections
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.receipt_no LIKE 'numara-bekliyor-%')
  EXECUTE FUNCTION ebelediye_draw_receipt_no();
