import { brand, contactHref } from '../brand';
import type { AuthMessages } from './messages';

/** R97–R100: the brand's home, terms, privacy and support links, each only when configured. */
export function BrandFooter({ t }: { t: AuthMessages }) {
  const supportHref = contactHref(brand.supportContact);
  const links = [
    brand.homeUrl && { key: 'home', href: brand.homeUrl, label: t.home },
    brand.termsUrl && { key: 'terms', href: brand.termsUrl, label: t.terms },
    brand.privacyUrl && { key: 'privacy', href: brand.privacyUrl, label: t.privacy },
  ].filter((link): link is { key: string; href: string; label: string } => Boolean(link));

  return (
    <footer className="auth-footer">
      {links.length > 0 && (
        <nav className="auth-footer-links">
          {links.map((link) => (
            <a key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </nav>
      )}
      {brand.supportContact && (
        <p className="auth-support">
          {t.support}:{' '}
          {supportHref ? (
            <a href={supportHref} target="_blank" rel="noopener noreferrer">
              {brand.supportContact}
            </a>
          ) : (
            brand.supportContact
          )}
        </p>
      )}
      <p className="auth-copyright">
        © {new Date().getUTCFullYear()} {brand.companyName}
      </p>
    </footer>
  );
}
