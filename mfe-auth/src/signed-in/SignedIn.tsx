// /auth for someone already signed in: no sign-in form to fill again, but who is signed in,
// where to go from here, and the navbar's Log out (which goes to /, as the spec says).
import { AppLink, navigateTo, session, UI_LABELS, type CurrentUser } from '@module-feedback/shared';
import { Button } from 'primereact/button';

export const SIGNED_IN_TEXTS = {
  heading: 'You are signed in',
  seeResults: 'See the module results',
} as const;

/** A link that looks like a PrimeReact button. */
function ButtonLink({ to, icon, label }: { to: string; icon: string; label: string }) {
  return (
    <AppLink to={to} className="p-button p-button-outlined au-signed-in__link">
      <i className={`pi ${icon} p-button-icon-left`} aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </AppLink>
  );
}

export function SignedIn({ user }: { user: CurrentUser }) {
  return (
    <div className="au-signed-in">
      <p>
        Signed in as <strong>{user.username}</strong>.
      </p>
      <div className="au-signed-in__actions">
        <ButtonLink to="/results" icon="pi-chart-bar" label={SIGNED_IN_TEXTS.seeResults} />
        {user.is_staff ? (
          <ButtonLink to="/admin" icon="pi-cog" label={UI_LABELS.adminDashboard} />
        ) : (
          <ButtonLink to="/feedback" icon="pi-pencil" label={UI_LABELS.leaveModuleFeedback} />
        )}
        <Button
          type="button"
          label={UI_LABELS.logOut}
          icon="pi pi-sign-out"
          severity="secondary"
          outlined
          onClick={() => {
            session.logout();
            navigateTo('/');
          }}
        />
      </div>
    </div>
  );
}
