/** The console's staff in the end-to-end server: the embedded demo's organiser and moderator. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2eDataDir, signInWithRequest } from './support-accounts.ts'

export type StaffRole = 'organiser' | 'moderator'

interface StaffCredentials {
  readonly email: string
  readonly password: string
}

/** The credentials the server generated at its first start into `DATA_DIR/demo-staff.json`. */
export const demoStaff = (role: StaffRole): StaffCredentials => {
  const file = JSON.parse(readFileSync(path.join(e2eDataDir(), 'demo-staff.json'), 'utf8')) as Record<
    StaffRole,
    StaffCredentials
  >
  return file[role]
}

/** Signs the page's browser context in as the demo staff member of `role`; the page is not navigated. */
export const signInAsStaff = async (page: Page, role: StaffRole): Promise<void> =>
  signInWithRequest(page.request, demoStaff(role))
