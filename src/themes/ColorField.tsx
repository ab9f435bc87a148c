import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A colour picker for one variable, with the variable's tooltip. */
export function ColorField({ label, value, tooltip, onChange }: { label: string; value: string; tooltip?: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <Tooltip title={tooltip ?? ''} placement="top-start">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <input id={id} type="color" value={value} onChange={(e) => onChange(e.target.value)} style={{ width: 36, height: 28, padding: 0, border: 'none', background: 'none' }} />
        <Typography component="label" htmlFor={id} variant="body2">
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {value}
        </Typography>
      </Box>
    </Tooltip>
  );
}
