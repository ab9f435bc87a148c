import { CreateButton, TopToolbar } from 'react-admin';

/** The toolbar of a list screen whose only action is "Create". */
export function CreateListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}
