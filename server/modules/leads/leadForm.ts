import type { Context } from 'hono';
import { getCountries } from 'libphonenumber-js';
import { ReportStatus } from '../../../domain/enums/report';
import { leadsResource } from '../../../domain/leads/access';
import type { InterfaceLanguage } from '../../../domain/languages';
import { LeadRefusal, leadReasonMessage, type LeadReason } from '../../../domain/leads/leadRefusal';
import { runningAffiliate, runRefusal } from '../../../domain/offers/runnable';
import { LEAD_FORM_PATH, SUB_IDS } from '../../../domain/offers/trackingLink';
import { UserType } from '../../../domain/enums/userType';
import { findOffer, type OfferRecord } from '../offers/offerRepository';
import { readWorkspaceFeatures } from '../settings/settingsRepository';
import type { Tracker } from '../tracker/tracker';
import { countryOf } from '../tracker/visitor';
import { findUserById, type UserRow } from '../users/userRepository';
import { AUTOLOGIN_PREFIX } from './autologin';
import { intakeBody } from './leadFields';
import { FORM_FIELDS, formPage, messagePage, type Choice, type FormField, type FormView } from './leadFormPage';
import { issueFormToken, readFormToken } from './leadFormToken';
import { FORM_WORDS, visitorLanguage } from './leadFormWords';
import { offerRule, pushWithinBudget, runnableOffer, takeLead } from './leadIntake';
import { findLead } from './leadRepository';

/** The hosted lead form (spec 4 §1): `GET|POST /lead-form/{offer_id}?aff_id=…[&click_id][&p1…p10][&lang]` on a tracking domain. */
export const LEAD_FORM_PREFIX = LEAD_FORM_PATH;

const FEATURE = leadsResource.access.create.feature;
const idParam = (value: string | null | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);
const CLICK_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** the languages a lead may name, offered in the page's language (the page's own first) */
const LEAD_LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'tr', 'ar', 'zh', 'ja', 'uk', 'kk', 'nl', 'sv', 'cs', 'ro', 'hu', 'el'];

/** A refusal's words for a visitor where the API's are written for an affiliate. */
const VISITOR_REASONS: Partial<Record<string, Record<InterfaceLanguage, string>>> = {
  [LeadRefusal.PhoneInvalid]: { en: 'Enter a valid phone number of your country.', ru: 'Укажите правильный номер телефона вашей страны.' },
  [LeadRefusal.CountryUnknown]: { en: 'Choose your country.', ru: 'Выберите страну.' },
  [LeadRefusal.CountryNotAllowed]: { en: 'We take no registrations from this country.', ru: 'Мы не принимаем регистрации из этой страны.' },
};
const DUPLICATE: readonly string[] = [LeadRefusal.DuplicateEmail, LeadRefusal.DuplicatePhone];

interface FormContext {
  tracker: Tracker;
  c: Context;
  language: InterfaceLanguage;
  offer: OfferRecord;
  affiliate: UserRow;
  query: URLSearchParams;
}

function choices(ctx: FormContext): { countries: Choice[]; languages: Choice[] } {
  const regions = new Intl.DisplayNames([ctx.language], { type: 'region' });
  const tongues = new Intl.DisplayNames([ctx.language], { type: 'language' });
  const codes = ctx.offer.offer.countries.length ? ctx.offer.offer.countries : getCountries();
  const collator = new Intl.Collator(ctx.language);
  const countries = codes.map((code) => ({ code, name: regions.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  const languages = [ctx.language, ...LEAD_LANGUAGES.filter((l) => l !== ctx.language)].map((code) => ({ code, name: tongues.of(code) ?? code }));
  return { countries, languages };
}

async function view(ctx: FormContext, values: FormView['values'], errors: FormView['errors'] = {}, notice?: string): Promise<FormView> {
  const { tracker, c } = ctx;
  const url = new URL(c.req.url);
  const token = issueFormToken(await tracker.lookups.secret(), ctx.offer.offer.id, ctx.affiliate.id, tracker.now());
  return { language: ctx.language, action: `${url.pathname}${url.search}`, token, values, errors, notice, ...choices(ctx) };
}

/** GET: an empty form, the country guessed from the visitor's address when the offer takes it. */
async function blankForm(ctx: FormContext): Promise<Response> {
  const country = countryOf(ctx.tracker.clientIp(ctx.c));
  const allowed = ctx.offer.offer.countries;
  return formPage(await view(ctx, { country: allowed.length && !allowed.includes(country) ? '' : country === '--' ? '' : country, language: ctx.language }));
}

function closed(language: InterfaceLanguage): Response {
  const w = FORM_WORDS[language];
  return messagePage(language, w.closed_title, w.closed, 403);
}

/** The visitor's values as the intake body; a click id or sub-id the link spoiled is left out, not a refusal. */
function intakeOf(ctx: FormContext, form: Record<string, unknown>) {
  const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, text(f).trim()])) as Record<FormField, string>;
  const clickId = ctx.query.get('click_id');
  const subIds = Object.fromEntries(SUB_IDS.map((k) => [k, ctx.query.get(k)?.slice(0, 255) ?? undefined]));
  const body = {
    offer_id: ctx.offer.offer.id,
    ...values,
    language: /^[a-z]{2}$/.test(values.language) ? values.language : undefined,
    click_id: clickId && CLICK_ID.test(clickId) ? clickId : undefined,
    ...subIds,
  };
  return { values, parsed: intakeBody.safeParse(body) };
}

/** Whether the post's Origin, when the browser sent one, is this host. */
function sameSite(c: Context): boolean {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return true;
  try {
    return new URL(origin).host === (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}

/** POST: the lead through the API's own intake; field errors back on the form, the rest in plain words. */
async function submitForm(ctx: FormContext): Promise<Response> {
  const { tracker, c, language } = ctx;
  const w = FORM_WORDS[language];
  // a browser names the page a form was sent from: another site's is refused (the token is the rest of the CSRF proof)
  if (!sameSite(c)) return closed(language);
  const form = await c.req.parseBody();
  const { values, parsed } = intakeOf(ctx, form);
  const nonce = readFormToken(await tracker.lookups.secret(), typeof form.form_token === 'string' ? form.form_token : '', ctx.offer.offer.id, ctx.affiliate.id, tracker.now());
  if (!nonce) return formPage(await view(ctx, values, {}, w.expired), 400);
  if (!parsed.success) {
    const errors: FormView['errors'] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && (FORM_FIELDS as readonly string[]).includes(key)) errors[key as FormField] = w.too_long;
    }
    return formPage(await view(ctx, values, errors), 422);
  }

  const deps = { db: tracker.db, config: tracker.config, now: tracker.now, clientIp: tracker.clientIp, lookupHost: tracker.lookupHost };
  const { lead, first } = await takeLead(deps, { affiliate: ctx.affiliate, body: parsed.data, key: `lead-form:${nonce}`, callerIp: tracker.clientIp(c) });
  if (lead.status === ReportStatus.ValidationFailed) return refused(ctx, values, lead.reasons);
  if (first) await pushWithinBudget(deps, first);
  const row = await findLead(tracker.db, { id: ctx.affiliate.id, userType: UserType.Affiliate }, lead.id);
  // accepted with a broker's sign-in link: on to our one-time autologin, on this same domain
  if (row?.lead.status === ReportStatus.Accepted && row.lead.autologinToken) {
    return new Response(null, { status: 303, headers: { Location: `${AUTOLOGIN_PREFIX}${row.lead.autologinToken}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
  }
  return messagePage(language, w.thanks_title, w.thanks);
}

/** A refused lead: the offer closed or a duplicate in plain words; field errors back on the form. */
async function refused(ctx: FormContext, values: FormView['values'], reasons: LeadReason[]): Promise<Response> {
  const { language } = ctx;
  const w = FORM_WORDS[language];
  if (reasons.some((r) => r.code === LeadRefusal.OfferNotRunnable)) return closed(language);
  const fixable = reasons.filter((r) => !DUPLICATE.includes(r.code));
  if (!fixable.length) return messagePage(language, w.duplicate_title, w.duplicate, 409);
  const errors: FormView['errors'] = {};
  for (const reason of fixable) {
    if ((FORM_FIELDS as readonly string[]).includes(reason.field)) errors[reason.field as FormField] ??= VISITOR_REASONS[reason.code]?.[language] ?? leadReasonMessage(reason, language);
  }
  return formPage(await view(ctx, values, errors), 422);
}

/**
 * GET|POST /lead-form/{offer_id} on an active tracking domain (the caller checked the host): the
 * offer's hosted form for the affiliate `aff_id`, in the visitor's language. An unknown offer or
 * affiliate, or leads switched off in the workspace, is a plain 404; an offer the affiliate may not
 * run says so in plain words.
 */
export async function answerLeadForm(tracker: Tracker, c: Context): Promise<Response> {
  const url = new URL(c.req.url);
  const query = url.searchParams;
  const language = visitorLanguage(query.get('lang') ?? undefined, c.req.header('accept-language'));
  const w = FORM_WORDS[language];
  const notFound = () => messagePage(language, w.closed_title, w.not_found, 404);
  const offerId = idParam(c.req.path.slice(LEAD_FORM_PREFIX.length).replace(/\/$/, ''));
  const affiliateId = idParam(query.get('aff_id'));
  if (offerId === null || affiliateId === null) return notFound();
  if (!(await readWorkspaceFeatures(tracker.db)).includes(FEATURE)) return notFound();
  const affiliate = await findUserById(tracker.db, affiliateId);
  if (!affiliate || affiliate.userType !== UserType.Affiliate) return notFound();
  const offer = await findOffer(tracker.db, offerId, affiliate.id);
  if (!offer) return notFound();
  const ctx: FormContext = { tracker, c, language, offer, affiliate, query };
  if (c.req.method === 'POST') return submitForm(ctx);
  if (runRefusal(runnableOffer(offer), runningAffiliate(affiliate), offerRule(offer)) !== null) return closed(language);
  return blankForm(ctx);
}
