/**
 * jsdom finds a label's control by walking the whole tree for its `for` id, and an input's labels
 * by asking that of every node of the document, again on every read of the live list: one
 * `getByLabelText` over a form of a few dozen fields cost about a second, and a form test spent a
 * quarter of its time there. These getters give the same answers by HTML's rules (a label with
 * `for` labels the element with that id when it is labelable, else nothing; a label without `for`
 * labels its first labelable descendant) through the document's own id index, and `labels` as a
 * list read once.
 */
const isLabelable = (el: Element | null): el is HTMLElement =>
  !!el && (/^(BUTTON|METER|OUTPUT|PROGRESS|SELECT|TEXTAREA)$/.test(el.tagName) || (el.tagName === 'INPUT' && el.getAttribute('type')?.toLowerCase() !== 'hidden'));

/** The root's labels; a document's list is jsdom's own, kept up to date by it and re-read only after a change. */
const labelsUnder = (root: Node): ArrayLike<HTMLLabelElement> =>
  'getElementsByTagName' in root ? (root as Document).getElementsByTagName('label') : (root as ParentNode).querySelectorAll('label');

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  if (!label.hasAttribute('for')) {
    for (const el of label.querySelectorAll('*')) if (isLabelable(el)) return el;
    return null;
  }
  const id = label.getAttribute('for');
  if (!id) return null;
  const root = label.getRootNode();
  const byId =
    'getElementById' in root
      ? (root as Document).getElementById(id)
      : (root as Element).id === id
        ? (root as Element)
        : (root as Element).querySelector(`[id="${CSS.escape(id)}"]`);
  return isLabelable(byId) ? byId : null;
}

function labelsOf(element: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(element)) return null;
  const found: HTMLLabelElement[] = [];
  for (const label of Array.from(labelsUnder(element.getRootNode()))) {
    const names = label.hasAttribute('for') ? element.id !== '' && label.getAttribute('for') === element.id : label.contains(element);
    if (names && controlOf(label) === element) found.push(label);
  }
  return found;
}

/** Puts the getters on the window's element classes (jsdom only; a real browser is fast already). */
export function installFastLabels(win: Window & typeof globalThis): void {
  Object.defineProperty(win.HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
  const labelables = [win.HTMLInputElement, win.HTMLButtonElement, win.HTMLSelectElement, win.HTMLTextAreaElement, win.HTMLMeterElement, win.HTMLOutputElement, win.HTMLProgressElement];
  for (const kind of labelables) {
    Object.defineProperty(kind.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
  }
}
