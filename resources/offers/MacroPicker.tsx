import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { LANDING_MACROS } from '../../domain/offers/macros';

/** Appends a known `{macro}` to a URL field, so nobody has to remember the exact spelling. */
export function MacroPicker({ source }: { source: string }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const insert = (macro: string) => {
    setAnchor(null);
    const current = String(getValues(source) ?? '');
    setValue(source, `${current}{${macro}}`, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('resources.offers.macros.label')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 320 } } }}>
        {LANDING_MACROS.map((m) => (
          <MenuItem key={m} onClick={() => insert(m)}>{`{${m}}`}</MenuItem>
        ))}
      </Menu>
    </>
  );
}
