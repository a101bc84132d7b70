/**
 * The tournaments' public entry for other features: the registration window rules (pure), and which
 * language of a bilingual text a page shows (other features' content reads it the same way).
 */
export { type Picked, pickLocalized } from './localized.ts'
export { isRegistrationOpen, type ScheduleDto, scheduleFromDto } from './timeline.ts'
