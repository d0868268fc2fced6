import { useSiteConfig } from '../config/site-context';

/** The product's credits: each one the site config leaves empty is left out. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { productName, developer, repositoryUrl, supervisor } = useSiteConfig();
  return (
    <footer className="site-footer">
      <p>
        <strong>{productName}</strong>
        {developer && <> · Developed by {developer}</>}
        {repositoryUrl && (
          <>
            {' · '}
            <a href={repositoryUrl} target="_blank" rel="noreferrer">
              Source code
            </a>
          </>
        )}
      </p>
      {supervisor && <p>Supervised by {supervisor}</p>}
      <p>
        © {year} {productName}
      </p>
    </footer>
  );
}
