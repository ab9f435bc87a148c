import type { InterfaceLanguage } from '../../../domain/languages';
import { TRACKING_HEADERS } from '../tracker/answers';
import { FORM_WORDS } from './leadFormWords';

// The hosted lead form's pages (spec 4 §1): plain server-rendered HTML, no script at all, styled
// inline so nothing is fetched from anywhere; every value the visitor or the link gave is escaped.

export const FORM_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'country', 'language'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface Choice {
  code: string;
  name: string;
}

export interface FormView {
  language: InterfaceLanguage;
  /** the path and query the form posts back to (the page's own) */
  action: string;
  token: string;
  values: Partial<Record<FormField, string>>;
  errors: Partial<Record<FormField, string>>;
  /** messages that belong to no field (an expired form) */
  notice?: string;
  countries: Choice[];
  languages: Choice[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** No script, no frame, nothing from elsewhere; inline styles only. */
const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  ...TRACKING_HEADERS,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#f6f7f9}
main{max-width:30rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 .5rem}.field{margin:0 0 1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input,select{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #767676;border-radius:4px}
input:focus,select:focus,button:focus{outline:3px solid #1a5fb4;outline-offset:1px}
[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;margin:.25rem 0 0}.hint{color:#4a4a4a;font-size:.875rem;margin:.25rem 0 0}
.summary{border:2px solid #b00020;padding:.75rem;margin:0 0 1rem;border-radius:4px}.summary a{color:#b00020}
button{font:inherit;font-weight:600;padding:.625rem 1.5rem;border:0;border-radius:4px;background:#1a5fb4;color:#fff;cursor:pointer}`;

function document(language: InterfaceLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const AUTOCOMPLETE: Record<FormField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  country: 'country',
  language: 'off',
};
const INPUT_TYPE: Partial<Record<FormField, string>> = { email: 'email', phone: 'tel' };
const MAX_LENGTH: Partial<Record<FormField, number>> = { first_name: 100, last_name: 100, email: 254, phone: 40 };

function field(view: FormView, name: FormField): string {
  const w = FORM_WORDS[view.language];
  const error = view.errors[name];
  const value = view.values[name] ?? '';
  const hint = name === 'phone' ? `<p class="hint" id="phone-hint">${escapeHtml(w.phone_hint)}</p>` : '';
  const described = [name === 'phone' ? 'phone-hint' : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  const attrs = `id="${name}" name="${name}" autocomplete="${AUTOCOMPLETE[name]}"${name === 'language' ? '' : ' required'}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
  let control: string;
  if (name === 'country' || name === 'language') {
    const choices = name === 'country' ? view.countries : view.languages;
    const empty = name === 'country' ? `<option value="">${escapeHtml(w.choose_country)}</option>` : '';
    const options = choices.map((c) => `<option value="${escapeHtml(c.code)}"${c.code === value ? ' selected' : ''}>${escapeHtml(c.name)}</option>`).join('');
    control = `<select ${attrs}>${empty}${options}</select>`;
  } else {
    control = `<input ${attrs} type="${INPUT_TYPE[name] ?? 'text'}" maxlength="${MAX_LENGTH[name]}" value="${escapeHtml(value)}">`;
  }
  const message = error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '';
  return `<div class="field"><label for="${name}">${escapeHtml(w[name])}</label>${control}${hint}${message}</div>`;
}

/** The form, with the values kept and each error beside its field (aria-describedby) and in a summary linking to it. */
export function formPage(view: FormView, status = 200): Response {
  const w = FORM_WORDS[view.language];
  const failed = FORM_FIELDS.filter((f) => view.errors[f]);
  const summary =
    failed.length || view.notice
      ? `<div class="summary" role="alert" tabindex="-1"><p><strong>${escapeHtml(view.notice ?? w.errors_title)}</strong></p>${
          failed.length ? `<ul>${failed.map((f) => `<li><a href="#${f}">${escapeHtml(w[f])}: ${escapeHtml(view.errors[f]!)}</a></li>`).join('')}</ul>` : ''
        }</div>`
      : '';
  const body = `<h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.intro)}</p>${summary}<form method="post" action="${escapeHtml(view.action)}" novalidate>
<input type="hidden" name="form_token" value="${escapeHtml(view.token)}">${FORM_FIELDS.map((f) => field(view, f)).join('')}<button type="submit">${escapeHtml(w.submit)}</button></form>`;
  return new Response(document(view.language, w.title, body), { status, headers: HEADERS });
}

/** A page of words only: thanks, already registered, not available, not found. */
export function messagePage(language: InterfaceLanguage, title: string, text: string, status = 200): Response {
  return new Response(document(language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`), { status, headers: HEADERS });
}
