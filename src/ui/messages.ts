// Messages of the shared dialogs and toasts, referenced by one line in each catalogue.

const en = {
  ui: {
    pagination: 'Pages',
    pagination_capped: '%{offsetBegin}–%{offsetEnd} of %{total}+',
    toast: {
      info: 'Information',
      error: 'Error',
      warning: 'Warning',
      success: 'Success',
      accent: 'Note',
      remove: 'Removed',
    },
    confirm: {
      title: 'Are you sure?',
      yes: 'Yes',
      no: 'No',
      batch_title: 'Apply to the selected rows?',
      batch_message: '“%{action}” will be applied to %{smart_count} selected row. |||| “%{action}” will be applied to %{smart_count} selected rows.',
      choice_message: '“%{action}: %{value}” will be applied to %{smart_count} selected row. |||| “%{action}: %{value}” will be applied to %{smart_count} selected rows.',
    },
    columns: {
      button: 'Columns',
      title: 'Visible columns',
      search: 'Search columns',
      select_all: 'Select all',
      move: 'Move %{column}',
      actions: 'Actions',
      row_hint: 'Enter opens this row',
    },
    load: {
      failed: 'Could not load the data.',
      retry: 'Retry',
      filter_dropped: 'A filter in the address was not valid and was removed: %{fields}.',
    },
    period: { any: 'Any time' },
  },
};

export type UiMessages = typeof en;

export const uiMessages = { en };
