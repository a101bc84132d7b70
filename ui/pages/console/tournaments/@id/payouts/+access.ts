import type { Access } from '#core/accounts/access.ts'

// Recording prize payouts is the organisers' (ADR 0061); moderators read the ledger through the API only.
export default 'organiser' satisfies Access
