/**
 * The roles a staff member of the back office holds (contract/backoffice.ts): apart from the staff
 * accounts so an endpoint's declaration (contract/endpoint.ts `roles`) names them without importing the
 * back office's endpoints.
 */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'compliance', 'trader'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
