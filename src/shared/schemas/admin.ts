import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants';
import { isoDate, queryIntWithDefault, queryText } from './common';

/** The admin dashboard's page sizes (specification section 9). */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_PEOPLE_PAGE_SIZE = 10;
/** The merge tool fetches this many people at once. */
export const ADMIN_PEOPLE_MAX_PAGE_SIZE = 1000;
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;

/** A choice from a query string; blank, missing or the alias `all` mean the first (catch-all) value. */
function queryChoice<const Values extends readonly [string, ...string[]]>(
  name: string,
  values: Values,
) {
  return z.preprocess(
    (value) => (value === '' || value === undefined || value === 'all' ? values[0] : value),
    z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }),
  );
}

const page = queryIntWithDefault(1, 1_000_000, 'page must be a positive whole number', 1);
const search = queryText(
  SEARCH_MAX_LENGTH,
  `search must be text of at most ${SEARCH_MAX_LENGTH} characters`,
);

// Users

export const USER_ROLE_FILTERS = ['all_roles', 'admin', 'user'] as const;
export const USER_STATUS_FILTERS = ['all_statuses', 'active', 'inactive', 'deleted'] as const;
export const USER_STATUSES = ['Active', 'Inactive', 'Deleted'] as const;
export const USER_ROLES = ['user', 'admin'] as const;

export const adminUsersQuerySchema = z.object({
  page,
  limit: queryIntWithDefault(
    1,
    ADMIN_USERS_MAX_PAGE_SIZE,
    `limit must be a whole number from 1 to ${ADMIN_USERS_MAX_PAGE_SIZE}`,
    ADMIN_USERS_PAGE_SIZE,
  ),
  search,
  filter: queryChoice('filter', USER_ROLE_FILTERS),
  status: queryChoice('status', USER_STATUS_FILTERS),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isVerified: z.boolean(),
  /** Disabled by an admin: Inactive until an admin enables them, whatever they do with mails. */
  isDisabled: z.boolean(),
  /** An admin granted trusted standing (admins are trusted by their role). */
  isTrusted: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userRoleInputSchema = z.object({
  role: z.enum(USER_ROLES, { error: 'Role must be admin or user' }),
});

export const userRoleResultSchema = z.object({ message: z.string(), user: adminUserSchema });

export const deletedUserSchema = z.object({ id: z.number().int(), message: z.string() });

// People and their accounts

export const ADMIN_PEOPLE_FILTERS = ['all', 'verified', 'pending'] as const;
export type AdminPeopleFilter = (typeof ADMIN_PEOPLE_FILTERS)[number];

export const adminPeopleQuerySchema = z.object({
  filter: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'all' : value),
      z.enum(ADMIN_PEOPLE_FILTERS, { error: 'filter must be one of all, verified, pending' }),
    )
    .default('all'),
  search,
  page,
  limit: queryIntWithDefault(
    1,
    ADMIN_PEOPLE_MAX_PAGE_SIZE,
    `limit must be a whole number from 1 to ${ADMIN_PEOPLE_MAX_PAGE_SIZE}`,
    ADMIN_PEOPLE_PAGE_SIZE,
  ),
});
export type AdminPeopleQuery = z.infer<typeof adminPeopleQuerySchema>;

export const ACCOUNT_STATUSES = ['pending', 'verified', 'rejected'] as const;

export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  platform: z.object({ name: z.string() }),
  isVerified: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.string(),
  category: z.object({ name: z.string() }).nullable(),
  addedBy: z.object({ username: z.string() }).nullable(),
  addedById: z.number().int().nullable(),
  is_deleted: z.boolean(),
  mergedIntoId: z.number().int().nullable().describe('Set when the person was merged into another'),
  socialAccounts: z.array(adminAccountSchema).describe('Every account that is not deleted'),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminPeoplePageSchema = z.object({
  people: z.array(adminPersonSchema),
  totalCount: z.number().int(),
  limit: z.number().int(),
  page: z.number().int(),
});
export type AdminPeoplePage = z.infer<typeof adminPeoplePageSchema>;

export const toggledAccountSchema = z.object({
  message: z.string(),
  account: z.object({
    id: z.number().int(),
    isVerified: z.boolean(),
    status: z.enum(ACCOUNT_STATUSES),
  }),
});

// Reports

export const REPORT_SORTS = ['newest', 'oldest', 'priority'] as const;
export const REPORT_STATUSES = ['pending', 'investigating', 'dismissed', 'resolved'] as const;
export const REPORT_ACTIONS = ['investigate', 'dismiss', 'remove'] as const;
export const REPORTS_MAX = 1000;

export const adminReportsQuerySchema = z.object({
  platform: z.preprocess(
    (value) => (value === 'all' ? undefined : value),
    queryText(50, 'platform must be a platform name'),
  ),
  sort: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'newest' : value),
      z.enum(REPORT_SORTS, { error: 'sort must be one of newest, oldest, priority' }),
    )
    .default('newest'),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const adminReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  evidence: z.string(),
  reportedAt: isoDate,
  reviewedAt: isoDate.nullable(),
  status: z.enum(REPORT_STATUSES),
  priority: z
    .number()
    .int()
    .describe('Open (pending or investigating) reports on the same account'),
  person: z.object({ id: z.number().int(), name: z.string() }),
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    platform: z.string(),
    isDeleted: z.boolean(),
  }),
  reporter: z.object({ username: z.string() }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const resolveReportInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'Action must be investigate, dismiss or remove' }),
});
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const resolvedReportSchema = z.object({
  message: z.string(),
  report: z.object({
    id: z.number().int(),
    status: z.enum(REPORT_STATUSES),
    reviewedAt: isoDate.nullable(),
  }),
  resolvedReportIds: z.array(z.number().int()).describe('Reports closed by removing the account'),
});

// Audit log

export const auditLogQuerySchema = z.object({
  page,
  limit: queryIntWithDefault(
    1,
    AUDIT_LOG_MAX_PAGE_SIZE,
    `limit must be a whole number from 1 to ${AUDIT_LOG_MAX_PAGE_SIZE}`,
    AUDIT_LOG_PAGE_SIZE,
  ),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// Account addresses

export const misaddressedAccountSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  personName: z.string(),
  platform: z.string(),
  username: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  keptUrl: z.string().describe('The url kept from before the rule'),
  profileUrl: z.string().describe('The profile address the platform and username make'),
});
export type MisaddressedAccount = z.infer<typeof misaddressedAccountSchema>;

export const misaddressedAccountsSchema = z.object({
  accounts: z.array(misaddressedAccountSchema),
});

export const ADDRESS_FIXES = ['normalise', 'unverify'] as const;
export type AddressFix = (typeof ADDRESS_FIXES)[number];

export const addressFixSchema = z.object({
  action: z.enum(ADDRESS_FIXES, { error: 'action must be normalise or unverify' }),
});
