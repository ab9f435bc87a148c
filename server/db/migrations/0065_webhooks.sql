-- Webhooks (docs/decisions/webhooks.md): a user's URL subscribed to events. `scope` is what the
-- owner hears, fixed when the webhook is made from the owner's role: `network` (an admin: every
-- affiliate), `book` (a manager: their affiliates), `own` (an affiliate: their own). `status` 1
-- active, 0 paused. `secret` signs each delivery (HMAC-SHA-256 of the body).
CREATE TABLE IF NOT EXISTS webhooks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  scope text NOT NULL CHECK (scope IN ('network', 'book', 'own')),
  url text NOT NULL,
  events text[] NOT NULL,
  description text NOT NULL DEFAULT '',
  secret text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS webhooks_user_idx ON webhooks (user_id, id);
--> statement-breakpoint
-- One event for one webhook: the body's data as it was when the change committed, tried until a
-- 2xx answer or the last try. `state` 0 pending, 1 delivered, 2 failed; `test` marks "Send test".
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event text NOT NULL,
  data jsonb NOT NULL,
  test boolean NOT NULL DEFAULT false,
  state smallint NOT NULL DEFAULT 0,
  attempts smallint NOT NULL DEFAULT 0,
  http_status integer,
  error text NOT NULL DEFAULT '',
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id) WHERE state = 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id);
--> statement-breakpoint
-- Queues an event for every active webhook subscribed to it whose owner hears this affiliate.
-- Called by the triggers below, in the transaction of the change: a change that rolls back
-- queues nothing, and no committed change lacks its deliveries.
CREATE OR REPLACE FUNCTION webhook_enqueue(p_event text, p_affiliate integer, p_data jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO webhook_deliveries (webhook_id, event, data)
  SELECT w.id, p_event, p_data FROM webhooks w
  WHERE w.status = 1 AND p_event = ANY (w.events)
    AND (w.scope = 'network'
      OR (w.scope = 'own' AND w.user_id = p_affiliate)
      OR (w.scope = 'book' AND EXISTS (SELECT 1 FROM users u WHERE u.id = p_affiliate AND u.manager_id = w.user_id)))
$$;
--> statement-breakpoint
-- A conversion made, or changed in status, payability or amounts.
CREATE OR REPLACE FUNCTION webhook_conversion_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  data jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhooks WHERE status = 1) THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (OLD.transaction_status, OLD.payable, OLD.commission, OLD.revenue) IS NOT DISTINCT FROM (NEW.transaction_status, NEW.payable, NEW.commission, NEW.revenue) THEN
    RETURN NULL;
  END IF;
  data := jsonb_build_object(
    'id', NEW.id, 'click_id', NEW.click_id, 'offer_id', NEW.offer_id, 'affiliate_id', NEW.affiliate_id,
    'advertiser_id', NEW.advertiser_id, 'manager_id', NEW.manager_id, 'action', NEW.action, 'order_id', NEW.order_id,
    'sum', NEW.sum, 'currency', NEW.currency, 'payable', NEW.payable, 'reason', NEW.reason,
    'commission', NEW.commission, 'revenue', NEW.revenue, 'transaction_status', NEW.transaction_status,
    'hold_until', NEW.hold_until, 'paid_for', NEW.paid_for, 'created_at', NEW.created_at, 'updated_at', NEW.updated_at);
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_enqueue('conversion.created', NEW.affiliate_id, data);
  ELSE
    PERFORM webhook_enqueue('conversion.changed', NEW.affiliate_id, data || jsonb_build_object('previous', jsonb_build_object(
      'transaction_status', OLD.transaction_status, 'payable', OLD.payable, 'commission', OLD.commission, 'revenue', OLD.revenue)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversions_webhooks ON conversions;
--> statement-breakpoint
CREATE TRIGGER conversions_webhooks AFTER INSERT OR UPDATE ON conversions FOR EACH ROW EXECUTE FUNCTION webhook_conversion_event();
--> statement-breakpoint
-- A lead's status in the pipeline, or the broker's status or sale status, changed.
CREATE OR REPLACE FUNCTION webhook_lead_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhooks WHERE status = 1) THEN RETURN NULL; END IF;
  IF (OLD.status, OLD.sale_status, OLD.broker_status) IS NOT DISTINCT FROM (NEW.status, NEW.sale_status, NEW.broker_status) THEN RETURN NULL; END IF;
  PERFORM webhook_enqueue('lead.status_changed', NEW.affiliate_id, jsonb_build_object(
    'id', NEW.id, 'offer_id', NEW.offer_id, 'affiliate_id', NEW.affiliate_id, 'advertiser_id', NEW.advertiser_id,
    'broker_id', NEW.broker_id, 'click_id', NEW.click_id, 'external_id', NEW.external_id, 'country', NEW.country,
    'status', NEW.status, 'sale_status', NEW.sale_status, 'broker_status', NEW.broker_status,
    'accepted_at', NEW.accepted_at, 'ftd_at', NEW.ftd_at, 'created_at', NEW.created_at,
    'previous', jsonb_build_object('status', OLD.status, 'sale_status', OLD.sale_status, 'broker_status', OLD.broker_status)));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_webhooks ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_webhooks AFTER UPDATE ON leads FOR EACH ROW EXECUTE FUNCTION webhook_lead_event();
--> statement-breakpoint
-- A payout moved from one status to another (every row of its log).
CREATE OR REPLACE FUNCTION webhook_payout_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhooks WHERE status = 1) THEN RETURN NULL; END IF;
  SELECT id, affiliate_id, amount, currency, period_start, period_end, payment_reference INTO p FROM payouts WHERE id = NEW.payout_id;
  PERFORM webhook_enqueue('payout.moved', p.affiliate_id, jsonb_build_object(
    'id', p.id, 'affiliate_id', p.affiliate_id, 'amount', p.amount, 'currency', p.currency,
    'period_start', p.period_start, 'period_end', p.period_end, 'status', NEW.status_after,
    'previous_status', NEW.status_before, 'reason', NEW.reason, 'payment_reference', p.payment_reference, 'moved_at', NEW.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payout_log_webhooks ON payout_log;
--> statement-breakpoint
CREATE TRIGGER payout_log_webhooks AFTER INSERT ON payout_log FOR EACH ROW EXECUTE FUNCTION webhook_payout_event();
