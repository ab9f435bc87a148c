import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { colorOf, defaultColorSchemes } from '../../../domain/themes';

const t = serverAppPerFile();

const putPrimary = async (scheme: string, value: string) =>
  t.call('PUT', '/api/admin/me/ui-settings/color-schemes', {
    cookie: await t.cookieFor('admin'),
    body: { color_schemes: [{ name: scheme, color_scheme: { otherColors: [{ variable: 'primary', value }] } }] },
  });
const schemes = async () =>
  (await (await t.call('GET', '/api/admin/me/ui-settings', { cookie: await t.cookieFor('admin') })).json()).data.color_schemes as unknown[];

describe('PUT /me/ui-settings/color-schemes: the primary colour where it is drawn', () => {
  it.each([
    ['Light', '#eeeeee'],
    ['Light', '#ffff66'],
    ['Dark', '#222222'],
    // reads as a large graphic (3:1) but not as link text (4.5:1): the shipped Light primary of the spec
    ['Light', '#577cd5'],
    ['Dark Grey', '#4f9bd9'],
    ['Dark Red', '#d9534f'],
  ])('refuses %s with primary %s, unreadable on its backgrounds, with 422 on the variable and changes nothing', async (scheme, value) => {
    const res = await putPrimary(scheme, value);
    expect(res.status).toBe(422);
    const errors = (await res.json()) as Array<{ field: string; message: string }>;
    const onPrimary = errors.filter((e) => e.field === 'color_schemes.0.color_scheme.otherColors.0.value');
    expect(onPrimary.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^primary on content-background has contrast [\d.]+:1; at least 4.5:1 is needed\.$/)]),
    );
    expect(await schemes()).toEqual([]);
  });

  it('accepts a primary that reads on the backgrounds and under the button text', async () => {
    const res = await putPrimary('Light', '#2f5bb7');
    expect(res.status).toBe(200);
    expect(await schemes()).toHaveLength(1);
  });

  it.each(['Light', 'Dark Grey', 'Dark Red', 'Dark', 'Standard', 'Red', 'Green', 'Brown', 'Purple Light'])('accepts the shipped primary of %s, retuned to read at 4.5:1', async (scheme) => {
    const shipped = colorOf(defaultColorSchemes().find((s) => s.name === scheme)!, 'primary')!;
    expect((await putPrimary(scheme, shipped)).status).toBe(200);
  });
});
