/** The tournaments' public entry for other features: the registration window rules (pure). */
export { isRegistrationOpen, type ScheduleDto, scheduleFromDto } from './timeline.ts'
