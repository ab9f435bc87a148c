-- Contact-today rows are derived: the day's job rewrites them from the users it has just read, and
-- users are never deleted (they are deactivated). Their three foreign keys to users cost a check per
-- row written (a lookup and a lock of the user's row: 93 ms of a 15 724-row morning in the desk
-- bench, 40 % of the write) and guarded nothing the job could get wrong (docs/decisions/desk.md,
-- "The list's rows name users without foreign keys"). What they did on a user's removal stays, done
-- once per removed user by a trigger: the user's rows go, and the rows they changed keep no actor.
ALTER TABLE contact_today DROP CONSTRAINT IF EXISTS contact_today_affiliate_id_fkey;
--> statement-breakpoint
ALTER TABLE contact_today DROP CONSTRAINT IF EXISTS contact_today_manager_id_fkey;
--> statement-breakpoint
ALTER TABLE contact_today DROP CONSTRAINT IF EXISTS contact_today_changed_by_fkey;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_today_forget_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contact_today WHERE affiliate_id = OLD.id OR manager_id = OLD.id;
  UPDATE contact_today SET changed_by = NULL WHERE changed_by = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_forget_contact_today ON users;
--> statement-breakpoint
CREATE TRIGGER users_forget_contact_today AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION contact_today_forget_user();
