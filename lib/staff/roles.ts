// The workspace's roles, apart from the session (which needs Next's request): the CLI
// (npm run staff) runs outside Next and checks a role with these.
// sales: the leads; editor: the content (issue 39), never a lead, an export or the team; admin: everything.
export const STAFF_ROLES = ["sales", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
