import { Flag, type LucideIcon, Settings, ShieldAlert, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { canOpenDashboard } from '@shared/permissions';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AccessRequired } from '@web/features/admin/components/access-required';
import { PeopleTab } from '@web/features/admin/people/components/people-tab';
import { ReportsTab } from '@web/features/admin/reports/components/reports-tab';
import { SettingsTab } from '@web/features/admin/settings/components/settings-tab';
import { TrustTab } from '@web/features/admin/trust/components/trust-tab';
import { UsersTab } from '@web/features/admin/users/components/users-tab';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { paths } from '@web/paths';

interface AdminTab {
  value: string;
  label: string;
  /** The label on phones. */
  short: string;
  icon: LucideIcon;
  content: () => ReactNode;
}

const TABS: AdminTab[] = [
  {
    value: 'reports',
    label: 'Reported Accounts',
    short: 'Reports',
    icon: Flag,
    content: () => <ReportsTab />,
  },
  {
    value: 'users',
    label: 'User Management',
    short: 'Users',
    icon: Users,
    content: () => <UsersTab />,
  },
  {
    value: 'trust',
    label: 'Trust',
    short: 'Trust',
    icon: ShieldAlert,
    content: () => <TrustTab />,
  },
  {
    value: 'people',
    label: 'Famous People',
    short: 'People',
    icon: Star,
    content: () => <PeopleTab />,
  },
  {
    value: 'settings',
    label: 'System Settings',
    short: 'Settings',
    icon: Settings,
    content: () => <SettingsTab />,
  },
];
const DEFAULT_TAB = 'reports';

/**
 * /admin: the dashboard's five tabs (the chosen one kept in ?tab=). The router's admin guard
 * sends visitors to /auth and signed-in non-admins to /; one who is still here sees
 * 'Admin Access Required'. The server refuses every admin call of a non-admin anyway.
 */
export function AdminRoute() {
  useDocumentMeta({
    title: `Admin Dashboard | ${PRODUCT_NAME}`,
    description: 'Moderate reports, users, people and accounts, and configure the system.',
    url: paths.admin,
  });
  const user = useStoredUser();
  const signInPath = useSignInPath();
  const [searchParams, setSearchParams] = useSearchParams();

  if (!user) return <Navigate to={signInPath} replace />;
  if (!canOpenDashboard(user)) return <AccessRequired />;

  const requested = searchParams.get('tab');
  const tab = TABS.some((item) => item.value === requested) ? requested! : DEFAULT_TAB;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="text-muted-foreground">
          Moderate the directory and its community, and configure the system.
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList aria-label="Dashboard sections">
          {TABS.map(({ value, label, short, icon: Icon }) => (
            <TabsTrigger key={value} value={value} aria-label={label} className="px-2 sm:px-3">
              <Icon className="hidden size-4 sm:block" aria-hidden="true" />
              <span className="sm:hidden">{short}</span>
              <span className="hidden sm:inline">{label}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            {content()}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
