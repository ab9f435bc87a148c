import { brand } from '../brand';

/** R95: the brand's preloader image (or a spinner), in the same look as index.html's boot screen. */
export function Preloader() {
  return (
    <div className="boot-preloader" role="status" aria-label="Loading">
      {brand.preloader ? <img src={brand.preloader} alt="" /> : <div className="boot-spinner" />}
    </div>
  );
}
