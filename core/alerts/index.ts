/**
 * The alerts feature's public entry without effect: the regions. The schema (`alerts.schema.ts`) and
 * the port (`alerts.port.ts`) are entries of their own.
 */
export * from './oblasts.ts'
