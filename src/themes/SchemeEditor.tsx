import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BUTTON_KINDS, BUTTON_PARTS, colorOf, contrastProblems, COLOR_GROUPS, primaryContrast, type ColorGroup, type ColorScheme, type StoredColorScheme } from '../../domain/themes';
import { ColorField } from './ColorField';

const withValue = (scheme: ColorScheme, group: ColorGroup, variable: string, value: string): ColorScheme => ({
  ...scheme,
  color_scheme: { ...scheme.color_scheme, [group]: scheme.color_scheme[group].map((e) => (e.variable === variable ? { ...e, value } : e)) },
});

/** The stored form of a scheme: its values, without the shipped tooltips. */
const toStored = (scheme: ColorScheme): StoredColorScheme => ({
  name: scheme.name,
  color_scheme: Object.fromEntries(COLOR_GROUPS.map((g) => [g, scheme.color_scheme[g].map(({ variable, value }) => ({ variable, value }))])),
});

function ButtonPreview({ scheme, kind }: { scheme: ColorScheme; kind: string }) {
  const c = (part: string) => colorOf(scheme, `${kind}-button-${part}`);
  return (
    <Box
      data-testid={`preview-${kind}`}
      sx={{ px: 2, py: 0.75, borderRadius: 1, fontWeight: 600, textAlign: 'center', minWidth: 120, color: c('text'), background: `linear-gradient(90deg, ${c('left')}, ${c('center')}, ${c('right')})` }}
    >
      {kind}
    </Box>
  );
}

/** An admin edits one scheme's colours (colour pickers with tooltips, gradient buttons) and saves them for everyone. */
export function SchemeEditor({ scheme, onSave }: { scheme: ColorScheme; onSave(stored: StoredColorScheme): Promise<void> }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(scheme);
  const [saving, setSaving] = useState(false);
  // a reloaded but unchanged scheme (settings loaded after sign-in) keeps the edits in progress
  const signature = JSON.stringify(scheme);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(scheme), [signature]);
  const problems = contrastProblems(draft);
  const primaryRatios = primaryContrast(draft);
  const set = (group: ColorGroup, variable: string) => (value: string) => setDraft((d) => withValue(d, group, variable, value));

  const save = async () => {
    setSaving(true);
    try {
      await onSave(toStored(draft));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('themes.edit_title', { name: scheme.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('themes.edit_hint')}
      </Typography>
      {(['otherColors', 'layoutColors'] as const).map((group) => (
        <Box key={group} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <legend>{translate(`themes.groups.${group}`)}</legend>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}>
            {draft.color_scheme[group].map((e) => (
              <ColorField key={e.variable} label={e.variable} value={e.value} tooltip={e.tooltip} onChange={set(group, e.variable)} />
            ))}
          </Box>
        </Box>
      ))}
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <legend>{translate('themes.groups.buttonColors')}</legend>
        <Stack spacing={2}>
          {BUTTON_KINDS.map((kind) => (
            <Box key={kind} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <ButtonPreview scheme={draft} kind={kind} />
              {BUTTON_PARTS.map((part) => {
                const variable = `${kind}-button-${part}`;
                const e = draft.color_scheme.buttonColors.find((x) => x.variable === variable);
                return e ? <ColorField key={variable} label={variable} value={e.value} tooltip={e.tooltip} onChange={set('buttonColors', variable)} /> : null;
              })}
            </Box>
          ))}
        </Stack>
      </Box>
      <Box role="status" data-testid="primary-ratios">
        <Typography variant="body2">{translate('themes.primary_ratios')}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {primaryRatios.map((r) => (
            <Typography key={r.background} component="li" variant="body2" color={r.passes ? 'text.primary' : 'error'}>
              {translate('themes.primary_ratio', { background: r.background, ratio: r.ratio, needed: r.needed, verdict: translate(r.passes ? 'themes.ratio_passes' : 'themes.ratio_fails') })}
            </Typography>
          ))}
        </Box>
      </Box>
      {problems.length > 0 && <Alert severity="error">{translate('themes.contrast_explained')}</Alert>}
      {problems.map((p) => (
        <Alert key={`${p.text}/${p.background}`} severity="warning">
          {translate('themes.contrast_warning', { text: p.text, background: p.background, ratio: p.ratio, needed: p.needed })}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={save} disabled={saving || problems.length > 0}>
          {translate('themes.save')}
        </Button>
        <Button onClick={() => setDraft(scheme)} disabled={JSON.stringify(draft) === signature}>
          {translate('themes.reset')}
        </Button>
      </Box>
    </Stack>
  );
}
