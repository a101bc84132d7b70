import { Schema } from 'effect'

// Kept apart from build-info.ts so that pages which only compare build ids do not ship the schema library.
export const BuildInfoSchema = Schema.Struct({
  id: Schema.String,
  timestamp: Schema.String,
})
