import { useState, type ReactElement } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useAskBatch } from '../../src/ui/confirm';
import { useUserAction } from './useUserCalls';

export interface Choice {
  id: string | number;
  name: string;
}

export interface ChoiceBatchButtonProps {
  label: string;
  icon?: ReactElement;
  path: string | ((choice: Choice) => string);
  /** the body field the chosen value goes into */
  field: string;
  choices: readonly Choice[];
  /** the question's own wording for these choices (e.g. Inactive: a ban); the others get the generic one */
  confirmFor?: (choice: Choice) => { title: string; content: string } | undefined;
  success: string;
}

/** A bulk action that applies one chosen value to the selected rows (status, commission type, manager, lead status), after a Yes. */
export function ChoiceBatchButton({ label, icon, path, field, choices, confirmFor, success }: ChoiceBatchButtonProps) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const act = useUserAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const askBatch = useAskBatch();
  const [busy, setBusy] = useState(false);
  const apply = async (choice: Choice) => {
    setBusy(true);
    const url = typeof path === 'function' ? path(choice) : path;
    const done = await act('POST', url, { ids: selectedIds, [field]: choice.id }, translate(success, { smart_count: selectedIds.length }));
    setBusy(false);
    if (done) onUnselectItems();
  };
  const pick = async (choice: Choice) => {
    setAnchor(null);
    if (!(await askBatch({ action: label, count: selectedIds.length, value: choice.name, wording: confirmFor?.(choice) }))) return;
    await apply(choice);
  };
  return (
    <>
      <Button label={label} onClick={(e) => setAnchor(e.currentTarget)} disabled={busy}>
        {icon}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((c) => (
          <MenuItem key={String(c.id)} onClick={() => void pick(c)}>
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
