// resources.contact-today.* in both catalogues
import { withResourceName } from '../../providers/resourceName';

export const contactTodayMessages = {
  en: {
    'contact-today': withResourceName('contact-today', {
      fields: {
        affiliate_name: 'Affiliate',
        reason: 'Why',
        detail: 'Figures',
        priority: 'Priority',
        status: 'Status',
        note: 'Note',
        day: 'Day',
        changed_at: 'Changed',
      },
      empty: 'Nobody to call. The list is made every morning from yesterday’s clicks, leads, conversions, alerts and payouts.',
      recompute: 'Recompute',
      recomputed: 'The list is computed again: %{smart_count} reason |||| The list is computed again: %{smart_count} reasons',
      book: 'Affiliates of %{name}',
      update: 'Update',
      dialog_title: 'Call: %{name}',
      dialog_why: 'Why: %{reason} (%{detail})',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Saved.',
      changed_by: 'Changed by %{name}, %{at}',
    }),
  },
};
