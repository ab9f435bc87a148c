import { Loading, type LoadingProps } from 'react-admin';

/**
 * react-admin's Loading (its spinner only after a second, so a quick load never flashes) inside a
 * region marked busy from the first frame: assistive technology hears that the screen is loading,
 * and nothing takes the blank first second for a screen with nothing on it.
 */
export function BusyLoading(props: LoadingProps) {
  return (
    <div aria-busy="true">
      <Loading {...props} />
    </div>
  );
}
