import Specificity from '@bramus/specificity';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * jsdom computes an element's style by walking every rule of every style sheet and setting every
 * property of each rule that matches, for the element and each of its ancestors, again after any
 * change to the document. MUI's emotion writes each rule into a `<style>` of its own (about 1 400
 * on a screen), so one call cost about a millisecond, and a screen test spent a fifth of its time
 * there: Testing Library asks `display` and `visibility` of every element a role query looks at,
 * Popper asks `overflow` and `position` of every ancestor when a menu opens.
 *
 * For the properties those callers read, the value is found here by jsdom's own rules (the same
 * default style sheet first, then the document's sheets in order; `!important` wins, then the
 * highest specificity of the rule's selector list, then the later rule; the inline style last;
 * `@media` rules count only for `all` and `screen`, as jsdom evaluates them; visibility and
 * pointer-events inherit), from an index of only the rules that set them. Any other property, and
 * a pseudo-element's style, is jsdom's own answer.
 */
const FAST = [
  'display',
  'visibility',
  'pointer-events',
  'overflow',
  'overflow-x',
  'overflow-y',
  'position',
  'width',
  'box-sizing',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-bottom-width',
] as const;
type FastProperty = (typeof FAST)[number];
const isFast = (name: string): name is FastProperty => (FAST as readonly string[]).includes(name);
const INHERITED: ReadonlySet<string> = new Set(['visibility', 'pointer-events']);
const INITIAL: Record<FastProperty, string> = {
  display: 'inline',
  visibility: 'visible',
  'pointer-events': 'auto',
  // jsdom's answers for an unset property: the shorthand `overflow` has none
  overflow: '',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
  position: 'static',
  width: 'auto',
  'box-sizing': 'content-box',
  'padding-top': '0',
  'padding-right': '0',
  'padding-bottom': '0',
  'padding-left': '0',
  'border-top-width': 'medium',
  'border-bottom-width': 'medium',
};

/** What the element a rule styles must have: per selector of the list, a class, an id or a tag; none when it cannot be told. */
interface Subject {
  className?: string;
  id?: string;
  tag?: string;
}

interface IndexedRule {
  selector: string;
  subjects: Subject[] | null;
  specificity: Specificity;
  declared: Partial<Record<FastProperty, { value: string; important: boolean }>>;
}

/** The last compound selector of each selector of a list, read for a class, an id or a tag (null: test every element). */
function subjectsOf(list: string): Subject[] | null {
  if (list.includes('\\')) return null;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  const subjects: Subject[] = [];
  for (const part of parts) {
    let compound = '';
    depth = 0;
    for (let i = part.trimEnd().length - 1; i >= 0; i--) {
      const c = part[i]!;
      if (c === ')' || c === ']') depth++;
      else if (c === '(' || c === '[') depth--;
      else if (depth === 0 && /[\s>+~]/.test(c)) break;
      if (depth === 0 && c !== ')' && c !== ']') compound = c + compound;
    }
    compound = compound.replace(/:[\w-]+/g, '');
    const id = /#([\w-]+)/.exec(compound)?.[1];
    const className = /\.([\w-]+)/.exec(compound)?.[1];
    const tag = /^([a-zA-Z][\w-]*)/.exec(compound)?.[1]?.toLowerCase();
    if (!id && !className && !tag) return null;
    subjects.push({ id, className, tag });
  }
  return subjects;
}

const mightMatch = (el: Element, subjects: Subject[] | null) =>
  !subjects ||
  subjects.some((s) => (!s.id || el.id === s.id) && (!s.className || el.classList.contains(s.className)) && (!s.tag || el.localName.toLowerCase() === s.tag));

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const mediaApplies = (media: MediaList) => media.length === 0 || Array.from(media).some((m) => m === 'all' || m === 'screen');

function indexRules(rules: CSSRuleList, into: IndexedRule[], win: Window & typeof globalThis): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof win.CSSMediaRule) {
      if (mediaApplies(rule.media)) indexRules(rule.cssRules, into, win);
    } else if (rule instanceof win.CSSImportRule) {
      if (rule.styleSheet && mediaApplies(rule.media)) indexRules(rule.styleSheet.cssRules, into, win);
    } else if (rule instanceof win.CSSStyleRule) {
      const declared: IndexedRule['declared'] = {};
      let any = false;
      // the properties the rule lists, as jsdom applies them (a shorthand it keeps whole stays whole)
      for (let i = 0; i < rule.style.length; i++) {
        const name = rule.style.item(i);
        if (isFast(name)) {
          declared[name] = { value: rule.style.getPropertyValue(name), important: rule.style.getPropertyPriority(name) === 'important' };
          any = true;
        }
      }
      // a pseudo-element's rule never applies to the element itself (jsdom skips it too)
      if (any && !/::?(before|after|placeholder|marker|selection|first-line|first-letter|backdrop)\b/i.test(rule.selectorText)) {
        try {
          into.push({ selector: rule.selectorText, subjects: subjectsOf(rule.selectorText), specificity: Specificity.max(...Specificity.calculate(rule.selectorText)), declared });
        } catch {
          // a selector the calculator cannot read cannot be matched by jsdom either
        }
      }
    }
  }
}

/** jsdom's default style sheet, read from the jsdom in use, as a sheet of the window's own CSSOM. */
function defaultSheet(win: Window & typeof globalThis): CSSRuleList {
  const jsdomMain = createRequire(import.meta.url).resolve('jsdom');
  const css = readFileSync(join(dirname(jsdomMain), 'jsdom/browser/default-stylesheet.css'), 'utf8');
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet.cssRules;
}

/** The private per-document style cache jsdom replaces on every change: its identity marks an unchanged document. */
function styleEpoch(doc: Document): object | undefined {
  const impl = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  return impl ? ((doc as unknown as Record<symbol, { _styleCache?: object }>)[impl]?._styleCache ?? undefined) : undefined;
}

export function installFastComputedStyle(win: Window & typeof globalThis): void {
  const original = win.getComputedStyle.bind(win);
  const defaults: IndexedRule[] = [];
  indexRules(defaultSheet(win), defaults, win);
  // the rules of each sheet read once (emotion adds a sheet per rule), the whole list put together again when a sheet comes or goes
  const perSheet = new WeakMap<CSSStyleSheet, { count: number; rules: IndexedRule[] }>();
  const index = { byProperty: new Map<FastProperty, IndexedRule[]>(), sheets: -1, stale: true };
  const memo = { epoch: undefined as object | undefined, values: new WeakMap<Element, Map<FastProperty, string>>() };

  // a style sheet added, removed or changed makes the index stale
  const observer = new win.MutationObserver(() => undefined);
  observer.observe(win.document.head, { childList: true, subtree: true, characterData: true });
  for (const method of ['insertRule', 'deleteRule', 'replaceSync', 'replace'] as const) {
    const own = win.CSSStyleSheet.prototype[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(win.CSSStyleSheet.prototype, method, {
      configurable: true,
      writable: true,
      value(this: CSSStyleSheet, ...args: unknown[]) {
        index.stale = true;
        return own.apply(this, args);
      },
    });
  }

  function rulesSetting(name: FastProperty): IndexedRule[] {
    const sheets = win.document.styleSheets;
    if (observer.takeRecords().length > 0 || sheets.length !== index.sheets) index.stale = true;
    if (index.stale) {
      const all = [...defaults];
      for (const sheet of Array.from(sheets)) {
        if (!mediaApplies(sheet.media)) continue;
        let read = perSheet.get(sheet);
        if (!read || read.count !== sheet.cssRules.length) {
          read = { count: sheet.cssRules.length, rules: [] };
          indexRules(sheet.cssRules, read.rules, win);
          perSheet.set(sheet, read);
        }
        all.push(...read.rules);
      }
      index.byProperty = new Map(FAST.map((p) => [p, all.filter((rule) => rule.declared[p])]));
      index.sheets = sheets.length;
      index.stale = false;
    }
    return index.byProperty.get(name) ?? [];
  }

  function matches(el: Element, selector: string): boolean {
    try {
      return el.matches(selector);
    } catch {
      return false;
    }
  }

  function valueOf(el: Element, name: FastProperty): string {
    const epoch = styleEpoch(el.ownerDocument);
    if (epoch === undefined || epoch !== memo.epoch) {
      memo.epoch = epoch;
      memo.values = new WeakMap();
    }
    let known = memo.values.get(el);
    if (!known) memo.values.set(el, (known = new Map()));
    const seen = known.get(name);
    if (seen !== undefined) return seen;

    let value = '';
    let important = false;
    let best: Specificity | undefined;
    for (const rule of rulesSetting(name)) {
      const declared = rule.declared[name]!;
      if (!mightMatch(el, rule.subjects) || !matches(el, rule.selector)) continue;
      if (declared.important) {
        value = declared.value;
        important = true;
      } else if (!important && (!best || Specificity.compare(rule.specificity, best) >= 0)) {
        best = rule.specificity;
        value = declared.value;
      }
    }
    const inline = (el as HTMLElement).style?.getPropertyValue(name) ?? '';
    if (inline !== '' && (!important || (el as HTMLElement).style.getPropertyPriority(name) === 'important')) value = inline;

    const inherits = INHERITED.has(name);
    if (value === 'initial' || (value === 'unset' && !inherits)) value = INITIAL[name];
    if (value === '' || value === 'inherit' || value === 'unset') value = inherits || value === 'inherit' ? (el.parentElement ? valueOf(el.parentElement, name) : INITIAL[name]) : INITIAL[name];
    known.set(name, value);
    return value;
  }

  win.getComputedStyle = function getComputedStyle(el: Element, pseudo?: string | null): CSSStyleDeclaration {
    if ((pseudo !== undefined && pseudo !== null && pseudo !== '') || !(el instanceof win.Element)) return original(el, pseudo);
    let full: CSSStyleDeclaration | undefined;
    const jsdoms = () => (full ??= original(el));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, key) {
        if (key === 'getPropertyValue') return (name: string) => (isFast(name) ? valueOf(el, name) : jsdoms().getPropertyValue(name));
        if (typeof key === 'string' && isFast(kebab(key))) return valueOf(el, kebab(key) as FastProperty);
        const answer: unknown = Reflect.get(jsdoms(), key);
        return typeof answer === 'function' ? (answer as (...a: unknown[]) => unknown).bind(jsdoms()) : answer;
      },
      has: (_target, key) => Reflect.has(jsdoms(), key),
    });
  } as typeof win.getComputedStyle;
}
