import { UI_LABELS, useSession } from '@module-feedback/shared/shell-pages';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../config/site-context';
import { ModuleSearch } from '../module-search/ModuleSearch';

/** A router link that looks like a PrimeReact button. */
function ButtonLink({
  to,
  label,
  icon,
  secondary = false,
}: {
  to: string;
  label: string;
  icon: string;
  secondary?: boolean;
}) {
  return (
    <Link to={to} className={`p-button ${secondary ? 'p-button-outlined' : ''} home__action`}>
      <i className={`pi ${icon} p-button-icon-left`} aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </Link>
  );
}

export function Home() {
  const { loading, user } = useSession();
  const { productName } = useSiteConfig();
  return (
    <section className="home">
      <h1>Welcome to {productName}</h1>
      <p>
        Read what final-year students say about their modules — the material, the assessment and the
        lecturers — and share your own experience to help the next cohort choose.
      </p>
      <div className="home__search">
        <label htmlFor="home-module-search">Find a module</label>
        <ModuleSearch id="home-module-search" placeholder="Code, title or lecturer" />
      </div>
      <div className="home__actions">
        <ButtonLink to="/results" label={UI_LABELS.viewModuleFeedback} icon="pi-chart-bar" />
        {!loading &&
          (user ? (
            <ButtonLink
              to="/feedback"
              label={UI_LABELS.leaveModuleFeedback}
              icon="pi-pencil"
              secondary
            />
          ) : (
            <ButtonLink to="/auth" label={UI_LABELS.loginForMore} icon="pi-sign-in" secondary />
          ))}
      </div>
    </section>
  );
}
