import { usePageContext } from 'vike-react/usePageContext'
import { COMMUNITY_CHANNELS, type CommunityChannel } from '#core/content/channels.ts'

export interface ConfiguredChannel {
  readonly channel: CommunityChannel
  readonly url: string
}

/**
 * The community channels the operator configured (COMMUNITY_*_URL, ADR 0009), in their fixed order:
 * a page names a channel only when it exists.
 */
export const useCommunityChannels = (): ReadonlyArray<ConfiguredChannel> => {
  const { communityLinks } = usePageContext()
  return COMMUNITY_CHANNELS.flatMap((channel) => {
    const url = communityLinks[channel]
    return url ? [{ channel, url }] : []
  })
}
