import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, type CreateProps, type EditProps } from 'react-admin';
import { useNotifyUnhandled } from '../useNotifyUnhandled';

interface FormPageProps {
  /** the form's values → the request body */
  transform: CreateProps['transform'];
  /** where a saved record goes; the list unless said */
  redirect?: CreateProps['redirect'];
  /** the form's inputs */
  children: ReactNode;
}

/** A create page of one form: saves the transformed body; a 422 lands on the fields, any other failure is toasted. */
export function CreateFormPage({ transform, redirect = 'list', defaultValues, children }: FormPageProps & { defaultValues?: object }) {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect={redirect} transform={transform} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaultValues}>{children}</SimpleForm>
    </Create>
  );
}

/**
 * An edit page of one form, pessimistic: the form stays until the server accepts, so its 422
 * messages land on the fields; any other failure is toasted. `after` is drawn below the form.
 */
export function EditFormPage({
  transform,
  redirect = 'list',
  toolbar,
  after,
  children,
}: FormPageProps & { redirect?: EditProps['redirect']; toolbar?: ReactElement; after?: ReactNode }) {
  const onError = useNotifyUnhandled();
  return (
    <Edit mutationMode="pessimistic" redirect={redirect} transform={transform} mutationOptions={{ onError }}>
      <SimpleForm toolbar={toolbar}>{children}</SimpleForm>
      {after}
    </Edit>
  );
}

/** The edit form's toolbar: Save, and the record's own action (a status change, a delete) at the other end, if it has one. */
export function SaveToolbar({ children }: { children?: ReactNode }) {
  return (
    <Toolbar sx={children ? { justifyContent: 'space-between' } : undefined}>
      <SaveButton />
      {children}
    </Toolbar>
  );
}
