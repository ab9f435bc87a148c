import { ReportStatus, TrafficSafety } from '../../../domain/enums/report';
import { EMAIL_KEY, LEADS_V1_PATH, leadsResource, PHONE_KEY } from '../../../domain/leads/access';
import { AFFILIATE } from '../../../domain/permissions/access';
import { leadReasonMessage } from '../../../domain/leads/leadRefusal';
import { leadStatusClass } from '../../../domain/leads/leadStatus';
import { SUB_IDS, type SubIds } from '../../../domain/offers/trackingLink';
import { FraudReason } from '../../../domain/quality/fraudReasons';
import { fieldError, Forbidden, NotFound, ValidationError } from '../../errors';
import { callerLanguage } from '../../http/callerLanguage';
import { can } from '../../http/guards';
import { pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { autologinView, linkOrigin, originOf, ourAutologinUrl } from './autologin';
import { maskEmail, maskPhone } from './contactMask';
import { intakeBody, leadExportBody, leadListBody, type LeadExportBody } from './leadFields';
import { leadCsv, leadCsvRow } from './leadCsv';
import { csvDownload, csvZone, primed, zonedRow } from '../users/exportStream';
import * as repo from './leadRepository';
import { noBrokerReason, traceLines } from '../../../domain/leads/traceWords';
import { UserType } from '../../../domain/enums/userType';
import { pushLog } from './pushRepository';
import { statusHistory } from './leadStatuses';
import { pushWithinBudget, takeLead } from './leadIntake';

const NOT_FOUND = 'Lead not found.';
const IDEMPOTENCY_KEY_MAX = 200;

const viewerOf = (c: Ctx): repo.Viewer => ({ id: c.var.session!.user.id, userType: c.var.session!.user.userType });

/**
 * A lead as the viewer may see it: the phone and e-mail masked on the server without their keys
 * (spec 4 §1); the broker's side (spec 4 §2) with our autologin link, when `origin` is known.
 */
function toLead(c: Ctx, r: repo.LeadRecord, origin: string | null = null) {
  const l = r.lead;
  const language = callerLanguage(c);
  const subIds = Object.fromEntries(SUB_IDS.map((k) => [k, l[k]])) as SubIds;
  return {
    id: l.id,
    offer_id: l.offerId,
    offer_name: r.offerName,
    affiliate_id: l.affiliateId,
    affiliate_name: `${r.affiliateFirst} ${r.affiliateLast}`.trim() || r.affiliateEmail,
    click_id: l.clickId,
    first_name: l.firstName,
    last_name: l.lastName,
    email: can(c, EMAIL_KEY) ? l.email : maskEmail(l.email),
    phone: can(c, PHONE_KEY) ? l.phone : maskPhone(l.phone),
    country: l.country,
    language: l.language,
    ip: l.ip,
    ...subIds,
    comment: l.comment,
    status: l.status,
    status_label: ReportStatus.label(l.status, language),
    statusClass: leadStatusClass(l.status),
    reasons: l.reasons.map((reason) => ({ ...reason, message: leadReasonMessage(reason, language) })),
    traffic_safety: l.trafficSafety,
    traffic_safety_label: TrafficSafety.label(l.trafficSafety, language),
    // why a lead is not Safe is told to those who may see fraud reasons, as for clicks
    fraud_reasons: can(c, 'UI_FraudDetection_Explain') ? l.fraudReasons.map((code) => ({ code, label: FraudReason.label(code, language) })) : [],
    external_id: l.externalId,
    created_at: l.createdAt,
    // its contact, payload, push log and status history went to its month's archive file (modules/archives)
    archived_at: l.archivedAt,
    flow_id: l.flowId,
    integration_id: l.integrationId,
    // why each integration took the lead or not, in plain words; staff read the integrations' names
    trace: traceLines(l.trace, language, c.var.session!.user.userType !== UserType.Affiliate),
    broker_id: l.brokerId,
    broker_name: r.brokerName,
    broker_lead_id: l.brokerLeadId,
    ...autologinView(l, origin),
    accepted_at: l.acceptedAt,
    ftd_at: l.ftdAt,
    late_ftd: l.lateFtd,
    sale_status: l.saleStatus,
    broker_status: l.brokerStatus,
  };
}

function filterOf(body: LeadExportBody): repo.LeadFilter {
  const subIds = Object.fromEntries(SUB_IDS.map((k) => [k, body[k]])) as Partial<SubIds>;
  const { status, offer_id, affiliate_id, integration_id, broker_id, country, created_from, created_to } = body;
  return { status, offer_id, affiliate_id, integration_id, broker_id, country, created_from, created_to, subIds };
}

async function listLeads(c: Ctx) {
  const body = await parseBody(c, leadListBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listLeads(c.var.deps.db, viewerOf(c), filterOf(body), { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map((r) => toLead(c, r)), total, page);
}

/** Rows per page of the export (as the click and conversion exports, logRoutes.ts). */
const EXPORT_PAGE = 500;

/**
 * The lead log as CSV (spec 4 §1): the list's filters, newest first, the contacts masked exactly as
 * on screen (toLead), headers and statuses in the caller's language, instants in their time zone.
 */
async function exportLeads(c: Ctx) {
  const body = await parseBody(c, leadExportBody);
  const language = callerLanguage(c);
  const zone = csvZone(c);
  const staff = c.var.session!.user.userType !== UserType.Affiliate;
  const pages = repo.leadPages(c.var.deps.db, viewerOf(c), filterOf(body), EXPORT_PAGE);
  const source = await primed(leadCsv(pages, (r) => zonedRow(leadCsvRow(toLead(c, r), staff), zone), language));
  return csvDownload(c, 'leads.csv', source);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead's id of the path, lower case; an id that is no UUID names no lead (404). */
export function leadIdParam(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new NotFound(NOT_FOUND);
  return id.toLowerCase();
}

/** One lead in the caller's scope (an affiliate polls their own here after sending it); 404 otherwise. */
async function readLead(c: Ctx) {
  return ok(c, await leadView(c, leadIdParam(c)));
}

/** One lead in the caller's scope as `GET /leads/{id}` answers it: for staff with its push log (every try: integration, request, answer, ms) and status history. */
export async function leadView(c: Ctx, id: string) {
  const row = await repo.findLead(c.var.deps.db, viewerOf(c), id);
  if (!row) throw new NotFound(NOT_FOUND);
  const origin = row.lead.autologinToken === null ? null : await linkOrigin(c.var.deps.db, row.lead.id, c.var.deps.config.port);
  const staff = c.var.session!.user.userType !== UserType.Affiliate;
  const db = c.var.deps.db;
  return {
    ...toLead(c, row, origin),
    // the broker's status history (append-only, spec 4 §2), as the push log, for staff
    ...(staff ? { pushes: await pushLog(db, row.lead.id), statuses: await statusHistory(db, row.lead.id, callerLanguage(c)) } : {}),
  };
}

/**
 * The intake (spec 4 §1, leadIntake.ts): a lead the body can be read as is kept, valid (LEAD) or
 * refused (VALIDATION_FAILED with its reasons, answered 422 with them as field messages in the
 * caller's language); a retry (Idempotency-Key or external_id) answers the first lead.
 */
async function sendLead(c: Ctx) {
  const session = c.var.session!;
  if (session.apiKey && !session.apiKey.leads) throw new Forbidden('This API key has no leads scope.');
  const body = await parseBody(c, intakeBody);
  const header = c.req.header('idempotency-key')?.trim();
  if (header && header.length > IDEMPOTENCY_KEY_MAX) throw fieldError('Idempotency-Key', `The Idempotency-Key header is at most ${IDEMPOTENCY_KEY_MAX} characters.`);
  const { lead, replayed, first } = await takeLead(c.var.deps, { affiliate: session.user, body, key: header || body.external_id, callerIp: c.var.deps.clientIp(c) });

  c.header('X-Lead-Id', lead.id);
  if (replayed) c.header('Idempotent-Replayed', 'true');
  if (lead.status === ReportStatus.ValidationFailed) {
    const language = callerLanguage(c);
    throw new ValidationError(lead.reasons.map((reason) => ({ field: reason.field, message: leadReasonMessage(reason, language) })));
  }
  const accepted = first ? await pushWithinBudget(c.var.deps, first) : null;
  return ok(c, await intakeAnswer(c, lead.id, accepted), 201);
}

/**
 * The intake's answer (spec 4 §1): the lead's id and status now, our autologin link, why no broker
 * took it, the trace in plain words; of the lead as its acceptance wrote it, else as read now.
 */
async function intakeAnswer(c: Ctx, id: string, accepted: repo.AnswerState | null) {
  const lead = accepted ?? (await repo.answerState(c.var.deps.db, c.var.session!.user.id, id));
  if (!lead) throw new NotFound(NOT_FOUND);
  const autologin_url = ourAutologinUrl(lead.autologinToken, originOf(lead.domain, c.var.deps.config.port));
  const language = callerLanguage(c);
  const steps = lead.trace;
  return {
    lead_id: lead.id,
    status: lead.status,
    ...(autologin_url ? { autologin_url } : {}),
    ...(lead.status === ReportStatus.RegistrationFailed ? { reason: noBrokerReason(steps, language) } : {}),
    ...(lead.status === ReportStatus.Lead && lead.flowId !== null ? { reason: waitingReason(language) } : {}),
    trace: traceLines(steps, language, false),
  };
}

const waitingReason = (language: 'en' | 'ru') =>
  language === 'ru' ? 'Брокер ещё не ответил: запросите лид позже (GET /api/v1/leads/{id}).' : 'The broker has not answered yet: poll the lead (GET /api/v1/leads/{id}).';

const { access, api } = leadsResource;
const READ = { kind: 'roles', ...access.list } as const;
const SEND = { kind: 'roles', ...access.create } as const;
/** The contract path (spec 4 §1, `/api/v1/leads`): the affiliate's, with no role segment, guarded as the affiliate's rows are. */
const CONTRACT = { kind: 'roles', roles: AFFILIATE, feature: access.create.feature, roleSegment: false } as const;

/**
 * Leads (spec 4 §1): the affiliate's intake, the lead log of admins, managers and affiliates, one
 * lead; the intake and the poll also on the versioned contract path the affiliate's server calls
 * (the back office keeps its role path, `/api/affiliate/leads`: same handlers, same answers).
 */
export const leadEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: READ, summary: 'List leads', body: leadListBody, handler: listLeads },
  { method: 'POST', path: `${api.path}/export-csv`, reads: true, access: READ, summary: 'Leads as CSV', body: leadExportBody, handler: exportLeads },
  { method: 'POST', path: api.path, access: SEND, keepsCallers: true, summary: 'Send a lead (an API key needs the leads scope)', body: intakeBody, handler: sendLead },
  { method: 'GET', path: `${api.path}/:id`, access: READ, summary: 'A lead', handler: readLead },
  { method: 'POST', path: `${LEADS_V1_PATH}`, access: CONTRACT, keepsCallers: true, summary: 'Send a lead (an API key needs the leads scope)', body: intakeBody, handler: sendLead },
  { method: 'GET', path: `${LEADS_V1_PATH}/:id`, access: CONTRACT, summary: 'A lead you sent', handler: readLead },
];
