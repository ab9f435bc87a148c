import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { colorOf, type ColorScheme, type SchemeName } from '../../domain/themes';

const SWATCHES = ['primary', 'success', 'danger', 'warning', 'content-background', 'page-background'];

/** One card per scheme with its main colours; the chosen one is marked (R485). */
export function SchemePicker({ schemes, active, onPick }: { schemes: ColorScheme[]; active: SchemeName; onPick(name: SchemeName): void }) {
  const translate = useTranslate();
  return (
    <Box role="radiogroup" aria-label={translate('themes.pick')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {schemes.map((scheme) => {
        const selected = scheme.name === active;
        return (
          <Card key={scheme.name} variant="outlined" sx={{ borderWidth: 2, borderColor: selected ? 'primary.main' : 'divider' }}>
            <CardActionArea role="radio" aria-checked={selected} aria-label={scheme.name} onClick={() => onPick(scheme.name)} sx={{ p: 1.5 }}>
              <Typography fontWeight={selected ? 700 : 500}>{scheme.name}</Typography>
              <Box sx={{ display: 'flex', gap: 0.5, my: 1 }}>
                {SWATCHES.map((v) => (
                  <Box key={v} title={v} sx={{ width: 20, height: 20, borderRadius: '50%', border: 1, borderColor: 'divider', bgcolor: colorOf(scheme, v) }} />
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 0.5, minHeight: 24 }}>
                {scheme.required ? <Chip size="small" label={translate('themes.required')} /> : null}
                {scheme.default_color_scheme ? <Chip size="small" color="primary" label={translate('themes.default')} /> : null}
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
