import { describe, expect, it } from 'vitest';
import { planFailure } from './failurePlan';

describe('planFailure: the error catalogue of spec 1 §8', () => {
  it('401 hands off to the sign-out, no toast (R68)', () => {
    const plan = planFailure(401, { success: false, message: 'Not signed in.' });
    expect(plan.unauthorized).toBe(true);
    expect(plan.toast).toBeUndefined();
  });

  it("403 toasts the server's message (R69)", () => {
    expect(planFailure(403, { success: false, message: 'No way.' })).toMatchObject({ toast: 'No way.', message: 'No way.' });
  });

  it("403 reads a message nested under data too", () => {
    expect(planFailure(403, { data: { message: 'Nested.' } })).toMatchObject({ toast: 'Nested.' });
  });

  it.each([null, {}, { success: false }, { message: '  ' }, 'Forbidden'])('403 without a message (%j) toasts access denied (R70)', (data) => {
    expect(planFailure(403, data)).toMatchObject({ toast: 'app.errors.access_denied', message: 'app.errors.access_denied' });
  });

  it('500 toasts the internal-error text (R71)', () => {
    expect(planFailure(500, { success: false, message: 'Internal server error' })).toMatchObject({ toast: 'app.errors.internal' });
  });

  it('524 is quiet and has no message (R57)', () => {
    expect(planFailure(524, null)).toEqual({ message: '', body: null, quiet: true });
  });

  it('422 with a field list gives react-admin its body.errors record (R190)', () => {
    const plan = planFailure(422, [{ field: 'profile.email', message: 'Bad.' }]);
    expect(plan.toast).toBeUndefined();
    expect(plan.body).toEqual({ errors: { 'profile.email': 'Bad.', email: 'Bad.' }, items: [{ field: 'profile.email', message: 'Bad.' }] });
    expect(plan.message).toBe('Bad.');
  });

  it('422 without a field list keeps the body and the server message', () => {
    expect(planFailure(422, { success: false, message: 'Nope.' })).toEqual({ message: 'Nope.', body: { success: false, message: 'Nope.' } });
  });

  it('other statuses carry the server message or a generic key, without a toast', () => {
    expect(planFailure(404, { success: false, message: 'Not found.' })).toEqual({ message: 'Not found.', body: { success: false, message: 'Not found.' } });
    expect(planFailure(0, null)).toEqual({ message: 'ra.notification.http_error', body: null });
  });
});
