// The /admin remote: one tab per kind of data, each the same CRUD table configured per entity.
import './admin.css';
import { TabPanel, TabView } from 'primereact/tabview';
import {
  CheckingSignIn,
  UI_LABELS,
  navigateTo,
  useAppLocation,
  useSession,
} from '@module-feedback/shared';
import { AccessNotice } from './access/AccessNotice';
import { ADMIN_TABS, tabAddress, tabOf } from './address/admin-address';
import { AdminUiProvider } from './crud/AdminUi';
import { CrudTab } from './crud/CrudTab';
import { DeploymentsTab } from './deployments/DeploymentsTab';
import { EnrolmentTab } from './enrolment/EnrolmentTab';
import { feedbacksConfig } from './feedbacks/feedbacks-config';
import { ModerationTab } from './moderation/ModerationTab';
import { modulesConfig } from './modules/modules-config';
import { OverviewTab } from './overview/OverviewTab';
import { usersConfig } from './users/users-config';
import { yearsConfig } from './years/years-config';

export function App() {
  const { loading, user } = useSession();
  const canChange = user?.is_staff === true;
  // The tab is in the address, so reload, Back and Forward keep it; the tabs from Overview on
  // are staff only, and anyone else is on Academic Years, the tab the dashboard opens on.
  const shownTabs = canChange ? ADMIN_TABS : ADMIN_TABS.slice(0, 4);
  const tab = Math.max(0, shownTabs.indexOf(tabOf(useAppLocation())));

  return (
    <AdminUiProvider>
      <section className="ma-admin" aria-labelledby="admin-heading">
        <h1 id="admin-heading">{UI_LABELS.adminDashboard}</h1>
        {loading ? (
          <CheckingSignIn />
        ) : (
          <>
            {!canChange && <AccessNotice user={user} />}
            {/* Keyed by user: signing in or out reloads every table with the new rights. */}
            <TabView
              key={user?.username ?? 'signed-out'}
              activeIndex={tab}
              onTabChange={(event) => navigateTo(tabAddress(shownTabs[event.index]!))}
            >
              <TabPanel header={yearsConfig.title}>
                <CrudTab config={yearsConfig} canChange={canChange} />
              </TabPanel>
              <TabPanel header={modulesConfig.title}>
                <CrudTab config={modulesConfig} canChange={canChange} />
              </TabPanel>
              <TabPanel header={feedbacksConfig.title}>
                <CrudTab config={feedbacksConfig} canChange={canChange} />
              </TabPanel>
              <TabPanel header={usersConfig.title}>
                <CrudTab config={usersConfig} canChange={canChange} />
              </TabPanel>
              {/* Staff only: these calls refuse everyone else. */}
              {canChange && (
                <TabPanel header="Overview">
                  <OverviewTab />
                </TabPanel>
              )}
              {canChange && (
                <TabPanel header="Moderation">
                  <ModerationTab />
                </TabPanel>
              )}
              {canChange && (
                <TabPanel header="Enrolment">
                  <EnrolmentTab />
                </TabPanel>
              )}
              {canChange && (
                <TabPanel header="Deployments">
                  <DeploymentsTab />
                </TabPanel>
              )}
            </TabView>
          </>
        )}
      </section>
    </AdminUiProvider>
  );
}
