import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';

/**
 * A "select all" box that can be partly checked. MUI marks an indeterminate box
 * `aria-checked="mixed"` but leaves the native input's own `indeterminate` false, which assistive
 * technology (and axe's aria-conditional-attr) reads as a contradiction: this sets both.
 */
export function SelectAllCheckbox(props: CheckboxProps) {
  const indeterminate = props.indeterminate ?? false;
  return (
    <Checkbox
      {...props}
      inputRef={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = indeterminate;
      }}
    />
  );
}
