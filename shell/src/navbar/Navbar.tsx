import {
  MY_FEEDBACK_PATH,
  OWN_FEEDBACK_MESSAGES,
  session,
  UI_LABELS,
  useSession,
} from '@module-feedback/shared/shell-pages';
import { Button } from 'primereact/button';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSiteConfig } from '../config/site-context';
import { ModuleSearch } from '../module-search/ModuleSearch';
import { ThemeToggle } from '../theme/ThemeToggle';
import { isCurrentPage, navLinks } from './nav-links';
import './navbar.css';

const MENU_ID = 'navbar-menu';

/**
 * Plain links in a <nav>: every one is reached with Tab. Below the lg breakpoint
 * (navbar.css) the links, the module search, the theme and the account controls fold into a
 * menu behind a disclosure button, leaving brand and button on one row from 320 px up.
 */
export function Navbar() {
  const state = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const { productName } = useSiteConfig();
  // The page the menu was opened on: following a link, or any other navigation, folds it away.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    // An Escape the module search used (to close its suggestions) leaves the menu open.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpenOn(null);
    toggle.current?.focus();
  }

  const hello = state.user && (
    <span className="navbar__hello" title={state.user.username}>
      Hello, {state.user.username}
    </span>
  );

  return (
    <header className="site-header">
      <nav aria-label="Main" className="navbar" onKeyDown={closeOnEscape}>
        <Link to="/" className="navbar__brand">
          <i className="pi pi-comments" aria-hidden="true" /> {productName}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="p-button p-component p-button-text p-button-icon-only navbar__toggle"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span
            className={`p-button-icon pi ${open ? 'pi-times' : 'pi-bars'}`}
            aria-hidden="true"
          />
        </button>
        <div id={MENU_ID} className="navbar__menu" data-open={open}>
          <ul className="navbar__links">
            {navLinks(state).map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="navbar__link"
                  aria-current={isCurrentPage(to, location) ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <div role="search" className="navbar__search">
            <label htmlFor="navbar-module-search" className="ui-visually-hidden">
              Search modules
            </label>
            {/* The placeholder stands in for the hidden label; it fits where the bar is narrow. */}
            <ModuleSearch id="navbar-module-search" placeholder="Search modules" />
          </div>
          <div className="navbar__end">
            <ThemeToggle />
            {state.user && (
              <>
                {state.user.is_staff ? (
                  hello
                ) : (
                  // A student's greeting leads to what they have written.
                  <Link to={MY_FEEDBACK_PATH} className="navbar__greeting-link">
                    {hello}{' '}
                    <span className="navbar__greeting-hint">
                      ({OWN_FEEDBACK_MESSAGES.myFeedback})
                    </span>
                  </Link>
                )}
                <Button
                  type="button"
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
        </div>
      </nav>
    </header>
  );
}
