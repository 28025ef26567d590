// The workspace's roles, without the session's Next imports (the CLI reads them too). sales: the
// leads; editor: the content (issue 39), never a lead, an export or the team; admin: everything.
export const STAFF_ROLES = ["sales", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

// Whether an account may do what a role does: its own role's work, and an administrator everything.
export const hasRole = (staff: { role: StaffRole }, role: StaffRole) => staff.role === "admin" || staff.role === role;
