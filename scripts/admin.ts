/**
 * `npm run admin -- grant <email|phone|nickname> <role>` / `npm run admin -- revoke <…>`: makes or
 * unmakes staff on the database of the environment (`DATABASE_URL`, or the embedded one in
 * `DATA_DIR` while no server holds it). See server/accounts/admin-cli.ts and the README.
 */
import { adminMain } from '#server/accounts/admin-cli.ts'

process.exitCode = await adminMain(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
