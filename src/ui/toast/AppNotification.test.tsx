import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from './AppNotification';
import type { ToastKind } from './durations';
import { useToast, type ToastOptions } from './useToast';

function Raise({ kind, options }: { kind: ToastKind; options?: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast(kind, 'Saved it', options)}>raise</button>;
}

function RaisePlain() {
  const notify = useNotify();
  return <button onClick={() => notify('Server said no', { type: 'error' })}>plain</button>;
}

function renderToasts(child: React.ReactNode) {
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      {child}
      <AppNotification />
    </AdminContext>,
  );
}

const click = (name: string) => act(() => fireEvent.click(screen.getByText(name)));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toast = () => screen.queryByRole('alert');
/** past the exit transition */
const settle = async () => {
  await advance(1000);
  await advance(1000);
};
/** the snackbar's root, where MUI listens for hover */
const snackbar = () => toast()!.closest('.MuiSnackbar-root') as HTMLElement;

/** The toast on screen is still there `stillShown` ms on, and gone `gone` ms (and its exit) later. */
async function staysThenGoes(stillShown: number, gone: number) {
  await advance(stillShown);
  expect(toast()).toBeInTheDocument();
  await advance(gone);
  await settle();
  expect(toast()).not.toBeInTheDocument();
}

/**
 * Raises a `kind` toast, hovers it once it has been `shown` ms and for `hovered` ms, then leaves:
 * it is still there `stillShown` ms after the leave and gone `gone` ms later.
 */
async function hoverRestarts(kind: ToastKind, ms: { shown: number; hovered: number; stillShown: number; gone: number }) {
  renderToasts(<Raise kind={kind} />);
  await click('raise');
  await advance(ms.shown);
  await act(() => fireEvent.mouseEnter(snackbar()));
  await advance(ms.hovered);
  expect(toast()).toBeInTheDocument();
  await act(() => fireEvent.mouseLeave(snackbar()));
  await staysThenGoes(ms.stillShown, ms.gone);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts (R75–R83)', () => {
  it('shows a title, the message and a close button, top right, for 5000 ms', async () => {
    renderToasts(<Raise kind="warning" />);
    await click('raise');
    expect(toast()).toHaveTextContent('Warning');
    expect(toast()).toHaveTextContent('Saved it');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(snackbar().className).toMatch(/anchorOriginTopRight/);
    await advance(4900);
    expect(toast()).toBeInTheDocument();
    await advance(200);
    await advance(1000);
    expect(toast()).not.toBeInTheDocument();
  });

  it('pauses a success toast while hovered and restarts it on leave (R79)', async () => {
    await hoverRestarts('success', { shown: 4000, hovered: 60_000, stillShown: 4900, gone: 200 });
  });

  it('pauses an error snack bar while hovered and restarts its 300 000 ms on leave (R81)', async () => {
    await hoverRestarts('error', { shown: 290_000, hovered: 600_000, stillShown: 299_000, gone: 2000 });
  });

  it('keeps info, error and remove toasts 300 000 ms (R80, R82)', async () => {
    for (const kind of ['info', 'error', 'remove'] as const) {
      renderToasts(<Raise kind={kind} />);
      await click('raise');
      await staysThenGoes(299_000, 2000);
      act(() => document.body.replaceChildren());
    }
  });

  it('gives a plain error notification (the http client’s) the error title and 300 000 ms', async () => {
    renderToasts(<RaisePlain />);
    await click('plain');
    expect(toast()).toHaveTextContent('Error');
    expect(toast()).toHaveTextContent('Server said no');
    await advance(200_000);
    expect(toast()).toBeInTheDocument();
  });

  it('caps the accent toast at 300 000 ms (R83) and closes with the close button', async () => {
    renderToasts(<Raise kind="accent" options={{ duration: 10_000_000 }} />);
    await click('raise');
    await staysThenGoes(299_000, 2000);
    await click('raise');
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await settle();
    expect(toast()).not.toBeInTheDocument();
  });

  it('replaces a long toast on screen with a newer one instead of queueing behind it', async () => {
    function RaiseTwo() {
      const notify = useNotify();
      return (
        <>
          <button onClick={() => notify('First message')}>first</button>
          <button onClick={() => notify('Second message', { type: 'success' })}>second</button>
        </>
      );
    }
    renderToasts(<RaiseTwo />);
    await click('first');
    expect(toast()).toHaveTextContent('First message');
    await advance(1000);
    await click('second');
    await settle();
    expect(toast()).toHaveTextContent('Second message');
    expect(screen.queryByText('First message')).not.toBeInTheDocument();
  });

  it('keeps a toast open when the user clicks elsewhere on the page', async () => {
    renderToasts(<Raise kind="info" />);
    await click('raise');
    await advance(100);
    await act(() => fireEvent.click(document.body));
    await settle();
    expect(toast()).toHaveTextContent('Saved it');
  });

  it('shows HTML given by our own code formatted', async () => {
    renderToasts(<Raise kind="info" options={{ html: 'Rule <b>42</b> removed', title: 'Rules' }} />);
    await click('raise');
    expect(screen.getByText('42').tagName).toBe('B');
    expect(toast()).toHaveTextContent('Rules');
  });

  it('shows react-admin\'s own completion notice ("… created", sent as info) as a 5 s success', async () => {
    function RaiseCompletion() {
      const notify = useNotify();
      return <button onClick={() => notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } })}>done</button>;
    }
    renderToasts(<RaiseCompletion />);
    await click('done');
    expect(toast()).toHaveTextContent('Success');
    expect(toast()).toHaveTextContent('Element created');
    await advance(5100);
    await settle();
    expect(toast()).not.toBeInTheDocument();
  });
});
