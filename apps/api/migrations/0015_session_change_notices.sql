-- Each API process keeps the sessions it has just looked up for a few seconds (session-cache.ts).
-- These triggers tell every process, through LISTEN/NOTIFY, when a cached answer stops being true:
-- a session ended or touched, a member closed or given a temporary password, the employee register
-- changed. NOTIFY is sent at commit, so a rolled-back change tells no one.
CREATE FUNCTION ebelediye_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('ebelediye_sessions', 'token:' || OLD.token_hash);
  ELSIF TG_TABLE_NAME = 'members' THEN
    PERFORM pg_notify('ebelediye_sessions', 'member:' || OLD.id);
  ELSE
    PERFORM pg_notify('ebelediye_sessions', 'all');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ebelediye_session_changed();
--> statement-breakpoint
CREATE TRIGGER members_changed AFTER UPDATE OF status, must_change_password OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION ebelediye_session_changed();
--> statement-breakpoint
CREATE TRIGGER employees_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_session_changed();
