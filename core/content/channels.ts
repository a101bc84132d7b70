/** The community's public channels, linked from the footer when the operator configures them. */
export const COMMUNITY_CHANNELS = ['discord', 'telegram', 'youtube', 'twitch', 'instagram'] as const
export type CommunityChannel = (typeof COMMUNITY_CHANNELS)[number]
export type CommunityLinks = Partial<Record<CommunityChannel, string>>
