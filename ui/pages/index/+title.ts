import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

// The landing's texts come with its data (ADR 0033), its title too.
export default (pageContext: PageContext<Data>) => pageContext.data.labels.title
