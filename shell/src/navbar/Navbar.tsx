import { session, UI_LABELS, useSession } from '@module-feedback/shared';
import type { MenuItem } from 'primereact/menuitem';
import { Menubar } from 'primereact/menubar';
import { Button } from 'primereact/button';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSiteConfig } from '../config/site-context';
import { ThemeToggle } from '../theme/ThemeToggle';
import { navLinks } from './nav-links';

export function Navbar() {
  const state = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { productName } = useSiteConfig();

  const items: MenuItem[] = navLinks(state).map(({ to, label }) => ({
    label,
    url: to,
    className: pathname.startsWith(to) ? 'nav-link--current' : undefined,
    // Keep the href for "open in new tab", but move through the router on a plain click.
    command: ({ originalEvent }) => {
      originalEvent.preventDefault();
      navigate(to);
    },
  }));

  const brand = (
    <Link to="/" className="navbar__brand">
      <i className="pi pi-comments" aria-hidden="true" /> {productName}
    </Link>
  );

  const end = (
    <div className="navbar__end">
      <ThemeToggle />
      {state.user && (
        <>
          <span className="navbar__greeting">Hello, {state.user.username}</span>
          <Button
            className="navbar__logout"
            label={UI_LABELS.logOut}
            icon="pi pi-sign-out"
            size="small"
            outlined
            onClick={() => {
              session.logout();
              navigate('/');
            }}
          />
        </>
      )}
    </div>
  );

  return (
    <header>
      <nav aria-label="Main">
        <Menubar model={items} start={brand} end={end} />
      </nav>
    </header>
  );
}
