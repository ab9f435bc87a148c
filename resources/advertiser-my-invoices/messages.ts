// resources.advertiser-my-invoices.*: the advertiser's invoices screen, loaded with it
import { withResourceName } from '../../providers/resourceName';

export const en = {
  'advertiser-my-invoices': withResourceName('advertiser-my-invoices', {
    fields: {
      id: 'ID',
      number: 'Number',
      period: 'Period',
      issued_at: 'Issued',
      due_on: 'Due date',
      amount: 'Amount',
      paid: 'Paid',
      balance: 'Left to pay',
      status: 'Status',
      note: 'Note',
    },
    empty: 'No invoices yet: your manager issues one for each ended period.',
    download: 'Download PDF',
    balance: {
      title: 'Your balance',
      invoiced: 'Invoiced',
      adjusted: 'Credits and charges',
      paid: 'Paid',
      balance: 'Left to pay',
      overdue: 'Overdue',
    },
    lines: { title: 'Lines', description: 'Description', quantity: 'Qty', rate: 'Rate', amount: 'Amount', varies: 'varies' },
    payments: {
      title: 'Your payments',
      none: 'No payment received on this invoice yet.',
      received_on: 'Received on',
      amount: 'Amount',
      method: 'Method',
      reference: 'Reference',
    },
  }),
};

export const myInvoiceMessages = { en };
