import { describe, expect, it } from 'vitest';
import { asHttpUrl, isYes, readPath } from './answerPath';
import { classifyAnswer } from './brokerCall';

describe('answer paths', () => {
  const answer = { success: 'true', data: { result: 1, items: [{ id: 55 }, { id: 'b' }] } };

  it('reads dotted paths with array indexes, with or without a leading $', () => {
    expect(readPath(answer, 'success')).toBe('true');
    expect(readPath(answer, 'data.result')).toBe(1);
    expect(readPath(answer, 'data.items[1].id')).toBe('b');
    expect(readPath(answer, '$.data.items.0.id')).toBe(55);
    expect(readPath(answer, 'data.missing.id')).toBeUndefined();
    expect(readPath(answer, 'data.items.x')).toBeUndefined();
    expect(readPath(answer, 'data.toString')).toBeUndefined();
  });

  it('reads yes and no as brokers write them', () => {
    for (const yes of [true, 1, 'true', 'ok', 'success', 'Accepted']) expect([yes, isYes(yes)]).toEqual([yes, true]);
    for (const no of [false, 0, 'false', 'FALSE', '0', 'error', '', null, undefined, {}, []]) expect([no, isYes(no)]).toEqual([no, false]);
  });

  it('keeps only http(s) autologin addresses', () => {
    expect(asHttpUrl('https://b.example/login?x=1')).toBe('https://b.example/login?x=1');
    expect(asHttpUrl('javascript:alert(1)')).toBeNull();
    expect(asHttpUrl('/relative')).toBeNull();
  });

  it('classifies a missing success flag as a refusal and a 3xx as a failure', () => {
    const paths = { successPath: 'data.ok', leadIdPath: 'data.id', autologinPath: '' };
    expect(classifyAnswer(paths, 200, '{"data":{}}')).toMatchObject({ outcome: 'refused', reason: 'refused', detail: 'success path `data.ok` is missing' });
    expect(classifyAnswer(paths, 302, '')).toMatchObject({ outcome: 'failed', reason: 'http_error', detail: 'HTTP 302' });
    expect(classifyAnswer(paths, 201, '{"data":{"ok":1,"id":987}}')).toMatchObject({ outcome: 'accepted', brokerLeadId: '987' });
  });
});
