import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string => pageContext.data.streamer.name
