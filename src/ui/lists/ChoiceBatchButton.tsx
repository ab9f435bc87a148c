import { useState, type ReactElement } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Button } from 'react-admin';
import type { BatchName } from '../../../providers/resourcePaths';
import { useAskBatch } from '../confirm';
import { useBatchUpdate } from './useBatchUpdate';

export interface Choice {
  id: string | number;
  name: string;
}

export interface ChoiceBatchButtonProps {
  label: string;
  icon?: ReactElement;
  /** the list resource's batch (providers/resourcePaths.ts) */
  batch: BatchName;
  /** the body field the chosen value goes into */
  field: string;
  choices: readonly Choice[];
  /** the question's own wording for these choices (e.g. Inactive: a ban); the others get the generic one */
  confirmFor?: (choice: Choice) => { title: string; content: string } | undefined;
  success: string;
}

/** A bulk action that applies one chosen value to the selected rows (status, commission type, manager, lead status), after a Yes. */
export function ChoiceBatchButton({ label, icon, batch, field, choices, confirmFor, success }: ChoiceBatchButtonProps) {
  const { run, isPending, count } = useBatchUpdate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const askBatch = useAskBatch();
  const pick = async (choice: Choice) => {
    setAnchor(null);
    if (!(await askBatch({ action: label, count, value: choice.name, wording: confirmFor?.(choice) }))) return;
    await run(batch, { [field]: choice.id }, success);
  };
  return (
    <>
      <Button label={label} onClick={(e) => setAnchor(e.currentTarget)} disabled={isPending}>
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
