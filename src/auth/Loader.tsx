import { brand } from '../brand';

/** R9/R95: shown while the page checks the session or hands over to another app. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="auth-loader" role="status" aria-live="polite">
      {brand.preloader ? (
        <img className="auth-preloader" src={brand.preloader} alt="" />
      ) : (
        <span className="auth-spinner" aria-hidden="true" />
      )}
      <span className="auth-visually-hidden">{label}</span>
    </div>
  );
}
