/** What each variable colours, shown next to its picker on the theme page. */
export const VARIABLE_TOOLTIPS: Readonly<Record<string, string>> = {
  primary: 'Main brand colour: links, active menu items, primary buttons and focused inputs.',
  success: 'Positive states: Active statuses, confirmations, success toasts.',
  danger: 'Errors, destructive actions and deactivated statuses.',
  warning: 'Warnings and pending states.',
  info: 'Neutral information: info toasts and hints.',
  accent: 'Highlights that should stand out from the primary colour.',
  'grey-light': 'Borders of inputs and dividers.',
  'grey-lighter': 'Hovered rows and subtle fills.',
  'grey-dark': 'Icons and secondary captions.',
  white: 'Pure white, used on coloured surfaces.',
  purple: 'Extra purple highlight (Dark scheme only).',
  'disabled-color': 'Disabled buttons, inputs and text.',
  'content-background': 'Background of cards, tables and forms.',
  'page-background': 'Background of the page behind the content.',
  'header-background': 'Background of the top bar.',
  'header-text-color': 'Text and icons on the top bar.',
  'text-color': 'Main text.',
  'secondary-text-color': 'Labels, captions and helper text.',
  'border-color': 'Lines between blocks and table rows.',
};

export const BUTTON_PART_TOOLTIPS = {
  left: 'Left colour of the button gradient.',
  center: 'Centre colour of the button gradient.',
  right: 'Right colour of the button gradient.',
  text: 'Text colour on the button.',
} as const;
