/** What the console's inbox page reads on the server: a page of messages, as the API route lists them. */
import type { InboxPage, InquiryStatus } from './inbox.api.ts'
import type { InquiryKind } from './inquiries.api.ts'

export interface InboxReader {
  list(options: {
    readonly status?: InquiryStatus | undefined
    readonly kind?: InquiryKind | undefined
    readonly page?: number | undefined
    readonly pageSize?: number | undefined
  }): Promise<InboxPage>
}
