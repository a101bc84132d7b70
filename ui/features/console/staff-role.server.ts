import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { canModerate, type StaffRole } from '#core/accounts/roles.ts'

/**
 * The role of the staff member a console page is rendered for, read now. The page guard let them in
 * a moment ago; a role withdrawn since gets the same 404 as the guard's.
 */
export const staffRoleOf = async (pageContext: PageContextServer): Promise<StaffRole> => {
  const userId = pageContext.user?.id
  const role = userId === undefined ? null : await pageContext.roleOf?.(userId)
  if (!role || !canModerate(role)) throw render(404)
  return role
}
