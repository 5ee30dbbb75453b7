-- Each API process keeps the debt lists it has computed today (debt-list-answers.ts, decision 046).
-- These triggers tell every process, through LISTEN/NOTIFY, when a kept list stops being true: a
-- registry's accruals or holds changed (`registry:<oid>`), or what every list is computed from — the
-- revenue types, the late-interest rates, the holidays — changed (`all`). One notice per statement
-- and registry (a statement touching more than 100 registries, an import, says `all`); NOTIFY is
-- sent at commit, so a rolled-back change tells no one.
CREATE FUNCTION ebelediye_announce_registries(changed text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changed) > 100 THEN
    PERFORM pg_notify('ebelediye_debts', 'all');
  ELSE
    PERFORM pg_notify('ebelediye_debts', 'registry:' || oid) FROM unnest(changed) AS oid;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ebelediye_accruals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ebelediye_announce_registries(ARRAY(SELECT DISTINCT registry_oid FROM new_rows LIMIT 101));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM ebelediye_announce_registries(ARRAY(SELECT registry_oid FROM new_rows UNION SELECT registry_oid FROM old_rows LIMIT 101));
  ELSE
    PERFORM ebelediye_announce_registries(ARRAY(SELECT DISTINCT registry_oid FROM old_rows LIMIT 101));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ebelediye_holds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ebelediye_announce_registries(ARRAY(SELECT DISTINCT a.registry_oid FROM new_rows h JOIN accruals a ON a.id = h.accrual_id LIMIT 101));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM ebelediye_announce_registries(ARRAY(
      SELECT a.registry_oid FROM new_rows h JOIN accruals a ON a.id = h.accrual_id
      UNION SELECT a.registry_oid FROM old_rows h JOIN accruals a ON a.id = h.accrual_id LIMIT 101));
  ELSE
    PERFORM ebelediye_announce_registries(ARRAY(SELECT DISTINCT a.registry_oid FROM old_rows h JOIN accruals a ON a.id = h.accrual_id LIMIT 101));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ebelediye_debt_law_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ebelediye_debts', 'all');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accruals_inserted AFTER INSERT ON accruals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_accruals_changed();
--> statement-breakpoint
CREATE TRIGGER accruals_updated AFTER UPDATE ON accruals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_accruals_changed();
--> statement-breakpoint
CREATE TRIGGER accruals_deleted AFTER DELETE ON accruals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_accruals_changed();
--> statement-breakpoint
CREATE TRIGGER accrual_holds_inserted AFTER INSERT ON accrual_holds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_holds_changed();
--> statement-breakpoint
CREATE TRIGGER accrual_holds_updated AFTER UPDATE ON accrual_holds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_holds_changed();
--> statement-breakpoint
CREATE TRIGGER accrual_holds_deleted AFTER DELETE ON accrual_holds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_holds_changed();
--> statement-breakpoint
CREATE TRIGGER accruals_truncated AFTER TRUNCATE ON accruals
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_debt_law_changed();
--> statement-breakpoint
CREATE TRIGGER accrual_holds_truncated AFTER TRUNCATE ON accrual_holds
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_debt_law_changed();
--> statement-breakpoint
CREATE TRIGGER revenue_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revenue_types
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_debt_law_changed();
--> statement-breakpoint
CREATE TRIGGER late_interest_rates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON late_interest_rates
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_debt_law_changed();
--> statement-breakpoint
CREATE TRIGGER fixed_holidays_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fixed_holidays
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_debt_law_changed();
--> statement-breakpoint
CREATE TRIGGER religious_holidays_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON religious_holidays
  FOR EACH STATEMENT EXECUTE FUNCTION ebelediye_debt_law_changed();
