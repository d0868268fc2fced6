import { useSiteConfig } from '../config/site-context';

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { productName, developer, repositoryUrl, supervisor } = useSiteConfig();
  return (
    <footer className="site-footer">
      <p>
        <strong>{productName}</strong> · Developed by {developer} ·{' '}
        <a href={repositoryUrl} target="_blank" rel="noreferrer">
          Source code
        </a>
      </p>
      <p>Supervised by {supervisor}</p>
      <p>
        © {year} {productName}
      </p>
    </footer>
  );
}
