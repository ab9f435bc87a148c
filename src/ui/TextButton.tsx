import MuiButton, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface TextButtonProps extends Omit<ButtonProps, 'children' | 'startIcon'> {
  /** a message key, or the text itself */
  label: string;
  /** drawn before the text, never instead of it */
  icon?: ReactNode;
}

/**
 * A button that reads its label at every width. react-admin's `<Button>` draws only its icon below
 * 600 px (an empty 24 px button when it has none), which a dialog's or a form's Cancel, Done or
 * Close must never be: on a phone the person has to read what each of the two buttons does.
 */
export function TextButton({ label, icon, ...rest }: TextButtonProps) {
  const translate = useTranslate();
  return (
    <MuiButton startIcon={icon} {...rest}>
      {translate(label, { _: label })}
    </MuiButton>
  );
}
