import { Datagrid, DateField, EmailField, ReferenceManyField, Show, TabbedShowLayout, TextField, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { PersonField, ReferrerField } from './PersonField';
import { ActionField, ChangesField } from '../user-change-log/changeLogFields';
import { AffiliateOffersTab, useAffiliateOffersTab } from '../offer-requests/AffiliateOffersTab';
import { AffiliateEarningGaps } from '../offers/EarningGaps';
import { AccountActions } from './AccountActions';
import { BankForm, BillingTermsForm, CommentForm, PasswordForm, ProfileForm, TrafficChannelForm } from './AccountForms';
import { userIdFromParams } from './accountRoute';
import { useShowFailure } from '../../src/ui/errors/ShowError';
import { EmailStatus, UserStatus } from '../../domain/enums/user';
import { EmailConfirmation } from './EmailConfirmation';
import { LeadStatusPanel } from '../affiliates/LeadStatusPanel';

const A = 'resources.user-operations/all-users.account';

/**
 * The account page (spec 1 §2): the id comes from the route (the tabs nest under it); an unknown
 * user goes back to /d/user-operations/all-users, any other failed load offers Retry.
 */
export function AccountShow() {
  const translate = useTranslate();
  const id = userIdFromParams(useParams());
  const offersTab = useAffiliateOffersTab(useResourceContext(), id);
  const failure = useShowFailure();
  return (
    <Show id={id} {...failure}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate(`${A}.profile`)}>
          <AffiliateEarningGaps label={false} />
          <TextField source="id" />
          <EmailField source="email" />
          <ClassChipField source="is_email_confirmed" values={EmailStatus} />
          <EmailConfirmation />
          <TextField source="full_name" />
          <ClassChipField source="status_id" values={UserStatus} />
          <PersonField source="manager" />
          <PersonField source="registered_by" />
          <ReferrerField label={false} />
          <LeadStatusPanel />
          <ProfileForm />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate(`${A}.bank`)} path="bank">
          <BankForm />
          <BillingTermsForm />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate(`${A}.traffic`)} path="traffic-channel">
          <TextField source="traffic_channel" />
          <TrafficChannelForm />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate(`${A}.comment`)} path="comment">
          <CommentForm />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate(`${A}.actions`)} path="actions">
          <AccountActions />
          <PasswordForm />
        </TabbedShowLayout.Tab>
        {offersTab ? (
          <TabbedShowLayout.Tab label={translate('resources.offers.account.tab')} path="offers">
            <AffiliateOffersTab />
          </TabbedShowLayout.Tab>
        ) : null}
        <TabbedShowLayout.Tab label={translate(`${A}.history`)} path="history">
          <ReferenceManyField reference="user-operations/user-change-log" target="user_id" sort={{ field: 'id', order: 'DESC' }}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <DateField source="created_at" showTime sortable={false} />
              <TextField source="actor_email" sortable={false} />
              <ActionField source="action" />
              <ChangesField source="fields" />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
